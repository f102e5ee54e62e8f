import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const shopRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The shop's own process (src/main.ts, as `pnpm start` runs it) on a database file, on a free loopback port. */
export interface ShopProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGKILL: no shutdown code runs, as when the machine or the process dies. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

export async function startShopProcess(databaseFile: string, env: Record<string, string> = {}): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: shopRoot,
    env: { ...process.env, ...env, SHOP_DB: databaseFile, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start within 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Shop running at (http:\/\/[^/\s]+)\//.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
