import type { Vitrina } from '@vitrina/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordWarnings } from '../../testing/console-test-kit';
import { sampleStores } from '../../testing/sample-stores';
import { loadedVitrina, mockApi, renderWith } from '../../testing/sign-in-test-kit';
import { MapView } from './map-view';
import { COUNTRY_MAP_BOUNDS } from './store-map-props';

mockApi();
const recorded = recordWarnings();
let vitrina: Vitrina;
beforeEach(async () => {
  vitrina = await loadedVitrina();
});
afterEach(() => vitrina.destroy());

describe('the map view', () => {
  it('keeps its labelled frame and warns once when the map’s code cannot load', async () => {
    renderWith(
      vitrina,
      <MapView
        stores={sampleStores}
        visibleIds={new Set(sampleStores.map((store) => store.id))}
        selectedId={null}
        bounds={COUNTRY_MAP_BOUNDS}
        onChoose={() => {}}
        loadMap={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))}
      />,
    );
    await waitFor(() => expect(recorded.warn).toHaveBeenCalledTimes(1));
    expect(String(recorded.warn.mock.calls[0]![0])).toBe('Vitrina: the store map could not load its map; the list still works.');
    expect(screen.getByRole('region', { name: 'Мапа магазинів і сервісних центрів' }).children).toHaveLength(0);
  });
});
