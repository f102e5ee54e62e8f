import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The script build's entry (src/script/vitrina.ts) carries of a lazy widget only its definition: the
 * modules the entry imports statically, followed from file to file as the bundler does, must not
 * include a lazy widget's chunk, its component or its props schema, or every page would download
 * them. Type-only imports are left out, as the compiler drops them; `import()` starts a chunk.
 */

const SRC = join(import.meta.dirname, '..');
const ENTRY = join(SRC, 'script', 'vitrina.ts');
const ISLANDS = join(SRC, 'islands');

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

/** A relative specifier as the bundler resolves it to a TypeScript source; null for packages and styles. */
function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function staticImports(file: string): string[] {
  return Array.from(read(file).matchAll(STATIC_IMPORT), (match) => resolveModule(file, match[1]!)).filter((found) => found !== null);
}

/** Every source module the file imports statically, directly or through others. */
function staticGraph(file: string): Set<string> {
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const imported of staticImports(next)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
}

/** The files that define widgets: `*-widget.ts`, or `*-widgets.ts` for several. */
function widgetFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return widgetFiles(path);
    return /-widgets?\.ts$/.test(entry.name) && read(path).includes('defineWidget(') ? [path] : [];
  });
}

/** The module a chunk re-exports under `name` (`export { Cart as component } from './cart'`). */
function reExported(chunk: string, name: 'component' | 'props'): string | null {
  const match = new RegExp(`export\\s*\\{[^}]*\\bas\\s+${name}\\b[^}]*\\}\\s*from\\s*['"]([^'"]+)['"]`).exec(read(chunk));
  return match ? resolveModule(chunk, match[1]!) : null;
}

const entryGraph = staticGraph(ENTRY);
const files = widgetFiles(ISLANDS);
const lazyFiles = files.filter((file) => /\bload:/.test(read(file)));
const eagerFiles = files.filter((file) => !lazyFiles.includes(file));
const name = (file: string) => relative(SRC, file);

describe('the lazy widgets', () => {
  it('are each written as an import of a chunk that gives its component and its props schema', () => {
    expect(lazyFiles.length).toBeGreaterThan(0);
    for (const file of lazyFiles) {
      const text = read(file);
      const chunks = Array.from(text.matchAll(DYNAMIC_IMPORT), (match) => resolveModule(file, match[1]!));
      expect(chunks.length, `${name(file)}: one import() per widget`).toBe(text.match(/\bdefineWidget\(/g)?.length);
      for (const chunk of chunks) {
        expect(chunk, `${name(file)}: its import() names a module`).not.toBeNull();
        expect(reExported(chunk!, 'component'), `${name(chunk!)} exports its component`).not.toBeNull();
        expect(reExported(chunk!, 'props'), `${name(chunk!)} exports its props schema`).not.toBeNull();
      }
    }
  });

  it('leave their chunk, component and props schema out of the script build’s entry', () => {
    for (const file of lazyFiles) expect(entryGraph.has(file), `${name(file)} is registered by the entry`).toBe(true);
    const inEntry = lazyFiles
      .flatMap((file) => Array.from(read(file).matchAll(DYNAMIC_IMPORT), (match) => resolveModule(file, match[1]!)))
      .flatMap((chunk) => (chunk ? [chunk, reExported(chunk, 'component'), reExported(chunk, 'props')] : []))
      .filter((module) => module !== null && entryGraph.has(module))
      .map((module) => name(module!));
    expect(inEntry, 'lazy widgets’ modules that the entry imports statically').toEqual([]);
  });

  it('are told apart from the eager ones, whose props schemas the entry does import', () => {
    expect(eagerFiles.length).toBeGreaterThan(0);
    for (const file of eagerFiles) {
      const schemas = staticImports(file).filter((module) => /-props\.ts$/.test(module));
      expect(schemas.length, `${name(file)} imports its props schema`).toBeGreaterThan(0);
      for (const schema of schemas) expect(entryGraph.has(schema), `${name(schema)} is in the entry`).toBe(true);
    }
  });
});
