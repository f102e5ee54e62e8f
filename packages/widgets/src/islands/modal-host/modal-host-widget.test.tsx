import type { Vitrina } from '@vitrina/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { modalHostWidget } from './modal-host-widget';
import { ok, scriptedVitrina } from '../../testing/modal-test-kit';

let vitrina: Vitrina | undefined;
let runtime: IslandRuntime | undefined;

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vitrina?.destroy();
  vitrina = undefined;
  document.body.replaceChildren();
});

describe('the modal-host widget', () => {
  it('mounts on the page’s <div data-widget="modal-host"> and shows a modal opened by id', async () => {
    ({ vitrina } = scriptedVitrina({ 'GET /api/shop/products/1001/credits': () => ok({ price: 12499, credits: [] }) }));
    const island = document.createElement('div');
    island.setAttribute('data-widget', 'modal-host');
    document.body.append(island);
    runtime = createIslandRuntime({ root: document, vitrina, widgets: [modalHostWidget] });
    await act(() => runtime!.start());
    expect(runtime.size).toBe(1);
    // Nothing of the dialogs until one opens: not even the <dialog> frame.
    expect(island.querySelector('dialog')).toBeNull();

    await act(async () => vitrina!.services.ui.openModal('credit-info', 1001));
    expect(await screen.findByRole('dialog', { name: 'Купити в кредит' })).toBe(island.querySelector('dialog'));
    expect(await screen.findByText('Для цього товару немає кредитних пропозицій')).toBeTruthy();
  });
});
