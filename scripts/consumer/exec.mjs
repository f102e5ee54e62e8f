// Runs a command in the consumer project, its output kept for the report. npm runs on the Node that
// runs this script (the pinned Node 22): its directory comes first on PATH, so npm's `env node` is it.
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';

const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`, npm_config_update_notifier: 'false' };

export function exec(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} exited with ${result.status ?? result.signal}\n${output || String(result.error ?? '')}`);
  }
  return output;
}
