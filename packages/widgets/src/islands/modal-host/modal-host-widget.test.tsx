import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modalHostWidget } from './modal-host-widget';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { ok, scriptedVitrina } from '../../testing/modal-test-kit';

const page = islandPage();

describe('the modal-host widget', () => {
  it('mounts on the page’s <div data-widget="modal-host"> and shows a modal opened by id', async () => {
    const { vitrina } = scriptedVitrina({ 'GET /api/shop/products/1001/credits': () => ok({ price: 12499, credits: [] }) });
    page.vitrina = vitrina;
    const island = element('div', { 'data-widget': 'modal-host' });
    const runtime = (page.runtime = await mountIslands(vitrina, modalHostWidget, island));
    expect(runtime.size).toBe(1);
    // Nothing of the dialogs until one opens: not even the <dialog> frame.
    expect(island.querySelector('dialog')).toBeNull();

    await act(async () => vitrina.services.ui.openModal('credit-info', 1001));
    expect(await screen.findByRole('dialog', { name: 'Купити в кредит' })).toBe(island.querySelector('dialog'));
    expect(await screen.findByText('Для цього товару немає кредитних пропозицій')).toBeTruthy();
  });
});
