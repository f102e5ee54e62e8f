import { act, screen } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { testVitrina } from '../testing/test-vitrina';
import { defineWidget } from './define-widget';
import { createIslandRuntime, type IslandRuntime } from './island-runtime';

// How the runtime spreads mounting over tasks (the slicing itself: mount-queue.test.ts).

function Label({ productId }: { productId: number }) {
  return <p>product {productId}</p>;
}

const label = defineWidget({ name: 'label', component: Label, props: z.object({ productId: z.number() }) });

function island(productId: number): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', 'label');
  element.setAttribute('data-product-id', String(productId));
  element.append(`server ${productId}`);
  return element;
}

let vitrina: Vitrina;
let runtime: IslandRuntime;
/** The browser's turns the runtime asked for (scheduler.yield()), given back when the test says so. */
let turns: (() => void)[];

async function settle(): Promise<void> {
  for (let round = 0; round < 30; round += 1) await Promise.resolve();
}

async function giveTurns(): Promise<void> {
  await act(async () => {
    while (turns.length > 0) {
      turns.shift()?.();
      await settle();
    }
  });
}

beforeEach(() => {
  turns = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => turns.push(resolve)) });
  vitrina = testVitrina();
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [label] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  runtime.stop();
  vitrina.destroy();
  document.body.replaceChildren();
});

describe('the runtime’s start', () => {
  it('mounts nothing in the task that starts it, so the page is shown first; every island once it resolves', async () => {
    document.body.append(...Array.from({ length: 30 }, (_, index) => island(index + 1)));
    let done = false;
    void runtime.start().then(() => (done = true));
    await act(settle);
    expect(runtime.size).toBe(0);
    expect(turns).toHaveLength(1);
    expect(screen.getByText('server 1')).toBeTruthy();
    await giveTurns();
    expect(done).toBe(true);
    expect(runtime.size).toBe(30);
    expect(screen.getByText('product 30')).toBeTruthy();
    expect(screen.queryByText(/^server/)).toBeNull();
  });

  it('never mounts an island taken off the page before its turn, and still resolves', async () => {
    const gone = island(2);
    document.body.append(island(1), gone);
    let done = false;
    void runtime.start().then(() => (done = true));
    gone.remove();
    await giveTurns();
    expect(done).toBe(true);
    expect(runtime.size).toBe(1);
    expect(gone.textContent).toBe('server 2');
  });

  it('mounts a list added later in the task the observer reports it, without waiting for a turn', async () => {
    void runtime.start();
    await giveTurns();
    const list = document.createElement('ul');
    list.append(island(7), island(8));
    await act(async () => {
      document.body.append(list);
      await settle();
    });
    expect(turns).toHaveLength(0);
    expect(screen.getByText('product 8')).toBeTruthy();
  });
});
