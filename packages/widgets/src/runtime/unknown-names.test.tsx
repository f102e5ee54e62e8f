import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { Vitrina } from '@vitrina/core';
import { testVitrina } from '../testing/test-vitrina';
import { defineWidget } from './define-widget';
import { createIslandRuntime, type IslandRuntime } from './island-runtime';

const hello = defineWidget({ name: 'hello', component: () => <p>hello</p>, props: z.object({}) });

function island(name: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

let vitrina: Vitrina;
let runtime: IslandRuntime;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vitrina = testVitrina();
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [hello] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  runtime.stop();
  vitrina.destroy();
  document.body.replaceChildren();
  warn.mockRestore();
});

describe('an island naming no widget', () => {
  it('gives one warning naming the element, not again on refresh or when the observer sees it again', async () => {
    const typo = island('prodcut-actions', { 'data-product-id': '7' });
    document.body.append(typo, island('hello'));
    await act(() => runtime.start());
    expect(screen.getByText('hello')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<div data-widget="prodcut-actions" data-product-id="7">');

    await act(() => runtime.refresh());
    const wrapper = document.createElement('section');
    document.body.append(wrapper);
    await act(async () => wrapper.append(typo));
    await act(() => runtime.refresh());
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
