import { act } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import type { AnyWidgetDefinition } from '../runtime/define-widget';
import { createIslandRuntime, type IslandRuntime } from '../runtime/island-runtime';

/** An element as the shop's templates write it: attributes, then text or child elements. */
export function element(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A product card's product-actions island attributes, as the shop renders them (one-click on). */
export function productActionsAttributes(productId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'data-widget': 'product-actions',
    'data-product-id': String(productId),
    'data-to-cart': '1',
    'data-in-cart': '0',
    'data-favorites': '0',
    'data-compare': '0',
    'data-pre-order': '0',
    'data-notify': '0',
    'data-one-click': '1',
    'data-tooltip-active': 'Видалити з обраного',
    'data-tooltip-inactive': 'Додати в обране',
    ...overrides,
  };
}

/** Puts `nodes` on the page and mounts `widget`'s islands among them; `stop()` unmounts and clears the page. */
export async function mountIslands(vitrina: Vitrina, widget: AnyWidgetDefinition, ...nodes: Node[]): Promise<IslandRuntime> {
  document.body.append(...nodes);
  const runtime = createIslandRuntime({ root: document, vitrina, widgets: [widget] });
  await act(() => runtime.start());
  return runtime;
}

export interface IslandPage {
  runtime: IslandRuntime | undefined;
  vitrina: Vitrina | undefined;
  /** console.warn, silenced and recorded for each test. */
  warn: MockInstance<typeof console.warn>;
}

/** The page of one test file's islands: after each test, stops the runtime and the SDK and clears the page. */
export function islandPage(): IslandPage {
  const page = { runtime: undefined, vitrina: undefined } as IslandPage;
  beforeEach(() => {
    page.warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    page.runtime?.stop();
    page.vitrina?.destroy();
    page.runtime = page.vitrina = undefined;
    document.body.replaceChildren();
    page.warn.mockRestore();
  });
  return page;
}
