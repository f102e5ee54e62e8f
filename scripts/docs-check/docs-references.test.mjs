import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from './markdown-anchors.mjs';
import { ROOT, readRepoFile, repoPath, trackedTextFiles } from './repo-files.mjs';

/*
 * The tree explains itself: the product's rules are in docs/ at the root, and code and docs point
 * there (docs/cart.md#gifts) or to the constant that holds a value. Nothing may cite the old
 * product specification outside the repository ("spec §N", its file name), and every pointer into
 * docs/ must land on an existing document and heading.
 */

const HERE = repoPath(dirname(new URL(import.meta.url).pathname));
// Built from parts so this file does not cite anything itself.
const CITATION = new RegExp(['spec', '\u00a7'].join(' '), 'i');
const SPEC_FILE = new RegExp(['shop-spec', 'md'].join('\\.'));

const files = trackedTextFiles().filter((path) => !path.startsWith(`${HERE}/`));
const text = new Map(files.map((path) => [path, readRepoFile(path)]));

const anchorsOf = new Map();
function anchors(path) {
  if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(readFileSync(join(ROOT, path), 'utf8')));
  return anchorsOf.get(path);
}

const isFile = (path) => existsSync(join(ROOT, path));

/** What is wrong with a pointer to `target` (a repository path) and `anchor`, or null. */
function problem(target, anchor) {
  if (!isFile(target)) return `${target} does not exist`;
  if (anchor && target.endsWith('.md') && !anchors(target).has(anchor)) return `${target} has no heading #${anchor}`;
  return null;
}

describe('citations of the product specification', () => {
  it('are gone: point to docs/ or to the named constant instead', () => {
    const cited = files.filter((path) => CITATION.test(text.get(path)) || SPEC_FILE.test(text.get(path)));
    expect(cited).toEqual([]);
  });
});

describe('pointers into docs/', () => {
  it('written as docs/<name>.md#<heading> in code or docs reach an existing document and heading', () => {
    // Relative to the root's docs/, or else to the docs/ of a package or example above the file.
    const pointer = /(?<![\w./-])docs\/([\w-]+\.md)#([\w-]+)/g;
    const broken = [];
    for (const [path, content] of text) {
      for (const [written, name, anchor] of content.matchAll(pointer)) {
        const candidates = [`docs/${name}`];
        for (let dir = posix.dirname(path); dir !== '.'; dir = posix.dirname(dir)) candidates.push(`${dir}/docs/${name}`);
        const found = candidates.find(isFile);
        const why = found ? problem(found, anchor) : `no docs/${name} at the root or above ${path}`;
        if (why) broken.push(`${path}: ${written}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('written as Markdown links reach an existing document and heading', () => {
    const link = /\]\(([^)\s]+?)(?:\s+"[^"]*")?\)/g;
    const broken = [];
    for (const [path, content] of text) {
      if (!path.endsWith('.md')) continue;
      for (const [, href] of content.matchAll(link)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) continue;
        const [file, anchor] = href.split('#');
        const target = file === '' ? path : posix.normalize(posix.join(posix.dirname(path), decodeURI(file)));
        // Every link of docs/, and every link into docs/ from elsewhere.
        if (!path.startsWith('docs/') && !target.startsWith('docs/')) continue;
        const why = problem(target, anchor);
        if (why) broken.push(`${path}: (${href}): ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
