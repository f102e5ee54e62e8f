import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../..'));

const TEXT = /\.(?:[cm]?[jt]sx?|md|mdx|css|html|json|ya?ml|txt)$/;

/** The repository's tracked text files (paths relative to the root, with '/'), outside node_modules and dist. */
export function trackedTextFiles() {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter((path) => path !== '' && TEXT.test(path) && !/(?:^|\/)(?:node_modules|dist)\//.test(path))
    .filter((path) => path !== 'pnpm-lock.yaml' && existsSync(join(ROOT, path)));
}

export function readRepoFile(path) {
  return readFileSync(join(ROOT, path), 'utf8');
}

export function repoPath(absolute) {
  return relative(ROOT, absolute).split('\\').join('/');
}
