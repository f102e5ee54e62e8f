import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { sampleStores } from '../../testing/sample-stores';
import { loadedVitrina, mockApi } from '../../testing/sign-in-test-kit';
import { storeMapWidget } from './store-map-widget';

mockApi();
const page = islandPage();

/** The island as the shop writes it: the stores as JSON, then the server's own list. */
function island(attributes: Record<string, string> = {}, json: string = JSON.stringify({ mapStores: sampleStores })): HTMLElement {
  const script = element('script', { type: 'application/json' }, json);
  const list = element('ul', { class: 'store-list' }, element('li', {}, 'Магазин «Вітрина», ТРЦ Gulliver — Київ, пл. Спортивна, 1А'));
  return element('section', { 'data-widget': 'store-map', ...attributes }, script, list);
}

async function mount(...islands: HTMLElement[]) {
  page.vitrina = await loadedVitrina();
  page.runtime = await mountIslands(page.vitrina, storeMapWidget, ...islands);
}

const warnings = () => page.warn.mock.calls.map((call) => String(call[0]));

describe('the store-map island', () => {
  it('replaces the server’s list with its own and the map, reading the stores from its embedded JSON', async () => {
    await mount(island({ 'data-bounds': '52.38,22.14,44.39,40.23', 'data-tiles-url': '/tiles/{z}/{x}/{y}.png', 'data-tiles-attribution': '© OpenStreetMap contributors' }));
    await waitFor(() => expect(document.querySelector('[data-map-ready]')).not.toBeNull());
    expect(document.querySelector('.store-list')).toBeNull();
    expect(document.querySelectorAll('.store-map-list li')).toHaveLength(sampleStores.length);
    expect(document.querySelectorAll('.leaflet-marker-icon')).toHaveLength(sampleStores.length);
    expect(screen.getByText('© OpenStreetMap contributors')).toBeTruthy();
    expect(warnings()).toEqual([]);
  });

  it.each([
    ['a store without coordinates', {}, JSON.stringify({ mapStores: [{ ...sampleStores[0], lat: 'north' }] })],
    ['no stores at all', {}, JSON.stringify({ mapStores: [] })],
    ['no embedded JSON', {}, ''],
    ['bounds that are not four numbers', { 'data-bounds': '52.38,22.14' }, undefined],
    ['a tile address that is not https', { 'data-tiles-url': 'javascript:alert(1)//{z}{x}{y}' }, undefined],
  ])('with %s, warns once naming the island, keeps the server’s list and leaves the next island working', async (_case, attributes, json) => {
    const broken = island(attributes, json);
    if (json === '') broken.querySelector('script')!.remove();
    const good = island();
    await mount(broken, good);
    await waitFor(() => expect(good.querySelector('[data-map-ready]')).not.toBeNull());
    expect(broken.querySelector('.store-list')).not.toBeNull();
    expect(broken.querySelector('.store-map-island')).toBeNull();
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^Vitrina: <section data-widget="store-map".*invalid attributes/);
  });
});
