import { firstPaintDictionaries, translateFirstPaint } from '@vitrina/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allWidgets } from '../islands/all-widgets';

const widgetsDir = join(import.meta.dirname, '..', 'islands');

/** The folder whose `*-widget.ts` defines the widget of that name. */
function folderOf(name: string): string {
  for (const folder of readdirSync(widgetsDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const dir = join(widgetsDir, folder.name);
    for (const file of readdirSync(dir)) {
      if (file.endsWith('-widget.ts') && readFileSync(join(dir, file), 'utf8').includes(`name: '${name}'`)) return dir;
    }
  }
  throw new Error(`no definition of ${name}`);
}

function shippedSources(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('test-'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** Every dotted message key written in the widget's shipped sources. */
function keysIn(dir: string): string[] {
  const keys = new Set<string>();
  for (const source of shippedSources(dir)) {
    for (const [, key] of source.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) keys.add(key!);
  }
  return [...keys];
}


describe('widgets that paint with the first-paint texts', () => {
  const firstPaint = allWidgets.filter((widget) => widget.texts === 'first-paint');

  it('are the header, bottom-bar and product-card islands', () => {
    expect(firstPaint.map((widget) => widget.name)).toEqual(expect.arrayContaining(['product-actions', 'cart-link', 'bottom-bar', 'user-menu']));
  });

  it.each(firstPaint.map((widget) => [widget.name]))('%s finds every text it uses in both languages before i18next loads', (name) => {
    const keys = keysIn(folderOf(name));
    for (const lang of ['uk', 'ru'] as const) {
      for (const key of keys) {
        const text = translateFirstPaint(firstPaintDictionaries[lang], lang, key, { count: 2 });
        expect(text, `${name}: ${key} in ${lang}`).toBeTruthy();
      }
    }
  });
});
