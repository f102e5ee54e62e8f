// Packs both packages with pnpm (workspace:* becomes the version) and measures each tarball.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from './exec.mjs';

/** Files in the tarball with their sizes, from `tar -tzvf`. */
function listTarball(file) {
  const listing = spawnSync('tar', ['-tzvf', file], { encoding: 'utf8' }).stdout.trim().split('\n');
  return listing.map((line) => {
    const parts = line.trim().split(/\s+/);
    return { size: Number(parts[2]), path: parts.slice(5).join(' ').replace(/^package\//, '') };
  });
}

export function packPackages(root, into) {
  const tarballs = {};
  for (const name of ['core', 'widgets']) {
    const out = exec('pnpm', ['pack', '--pack-destination', into, '--json'], join(root, 'packages', name));
    const file = JSON.parse(out.slice(out.indexOf('{'))).filename;
    const files = listTarball(file);
    tarballs[name] = {
      file,
      files: files.map((entry) => entry.path),
      fileCount: files.length,
      packedBytes: statSync(file).size,
      unpackedBytes: files.reduce((sum, entry) => sum + entry.size, 0),
    };
  }
  return tarballs;
}
