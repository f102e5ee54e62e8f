// What a page downloads before it runs: the entry and every chunk it imports statically (not the
// chunks behind `import()`), minified as each bundler leaves it, and gzipped (level 9) file by file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function sizes(dir, files) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dir, file));
    bytes += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, bytes, gzip };
}

/** From an esbuild metafile: `entry` is the output file's name. */
export function esbuildFirstLoad(metafilePath, outdir, entry) {
  const { outputs } = JSON.parse(readFileSync(metafilePath, 'utf8'));
  const byName = new Map(Object.keys(outputs).map((path) => [path.split('/').pop(), path]));
  const reached = new Set();
  const visit = (name) => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const record of outputs[byName.get(name)].imports) if (record.kind === 'import-statement' && !record.external) visit(record.path.split('/').pop());
  };
  visit(entry);
  const files = [...reached];
  const withCss = files.flatMap((name) => (outputs[byName.get(name)].cssBundle ? [name, outputs[byName.get(name)].cssBundle.split('/').pop()] : [name]));
  return { ...sizes(outdir, withCss), text: files.map((name) => readFileSync(join(outdir, name), 'utf8')).join('\n') };
}

/** From Vite's manifest (`build.manifest`): `entry` is the page's key in it. */
export function viteFirstLoad(outdir, entry) {
  const manifest = JSON.parse(readFileSync(join(outdir, '.vite/manifest.json'), 'utf8'));
  const reached = new Set();
  const css = new Set();
  const visit = (key) => {
    if (reached.has(key)) return;
    reached.add(key);
    for (const file of manifest[key].css ?? []) css.add(file);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entry);
  const files = [...reached].map((key) => manifest[key].file);
  return { ...sizes(outdir, [...files, ...css]), text: files.map((file) => readFileSync(join(outdir, file), 'utf8')).join('\n') };
}
