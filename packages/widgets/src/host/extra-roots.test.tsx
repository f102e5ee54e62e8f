import { act } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidget } from '../runtime/define-widget';
import { testVitrina } from '../testing/test-vitrina';
import { createExtraRoots } from './extra-roots';

// Vitrina.mount / Vitrina.unmount: islands in markup the document's observer does not see.

const greeting = defineWidget({ name: 'user-menu', load: () => Promise.resolve({ component: () => <p>Вітаємо</p>, props: z.object({}) }) });

afterEach(() => document.body.replaceChildren());

function island(): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-widget', 'user-menu');
  return element;
}

describe('the page’s own roots', () => {
  it('mounts the islands of a shadow root, follows islands added to it later, and unmounts them all', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.append(island());
    const roots = createExtraRoots(testVitrina(), [greeting]);

    await act(() => roots.mount(shadow));
    expect(shadow.textContent).toBe('Вітаємо');

    shadow.append(island());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(Array.from(shadow.querySelectorAll('p'), (p) => p.textContent)).toEqual(['Вітаємо', 'Вітаємо']);

    act(() => roots.unmount(shadow));
    expect(shadow.querySelectorAll('p')).toHaveLength(0);
  });

  it('mounts an element before it joins the document; mounting it again mounts nothing twice', async () => {
    const detached = document.createElement('section');
    detached.append(island());
    const roots = createExtraRoots(testVitrina(), [greeting]);
    await act(() => roots.mount(detached));
    await act(() => roots.mount(detached));
    expect(detached.querySelectorAll('p')).toHaveLength(1);
    act(() => roots.unmount(detached));
  });
});
