#!/usr/bin/env node
// Removes from dist/ what no consumer loads: the per-module files the build emits beside the chunks
// that nothing imports (the entry re-exports straight from the chunks), and source maps with no
// mappings (and the comments pointing at them). What stays is everything dist/index.js reaches through
// static and dynamic imports.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;

const reached = new Set();
const pending = [join(dist, 'index.js')];
while (pending.length > 0) {
  const file = pending.pop();
  if (reached.has(file)) continue;
  if (!existsSync(file)) throw new Error(`prune-dist: ${relative(dist, file)} is imported but missing`);
  reached.add(file);
  for (const [, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) pending.push(resolve(dirname(file), target));
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

let removed = 0;
for (const file of [...filesUnder(dist)]) {
  const script = file.endsWith('.js.map') ? file.slice(0, -'.map'.length) : file;
  const unreached = script.endsWith('.js') && !reached.has(script);
  const emptyMap = file.endsWith('.map') && JSON.parse(readFileSync(file, 'utf8')).mappings === '';
  if (unreached || emptyMap) {
    rmSync(file);
    removed += 1;
  }
  // A kept script whose map went must not point at it: Node's and the browsers' source-map readers
  // would report the missing file.
  if (emptyMap && !unreached && existsSync(script)) {
    const code = readFileSync(script, 'utf8');
    const stripped = code.replace(/\n\/\/# sourceMappingURL=[^\n]*/g, '');
    if (stripped !== code) writeFileSync(script, stripped);
  }
}
// A directory left empty goes too.
for (const dir of readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name)).reverse()) {
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}
process.stdout.write(`prune-dist: kept ${reached.size} files reached from index.js, removed ${removed}\n`);
