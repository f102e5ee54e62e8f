import { useCallback, useInsertionEffect, useMemo, useState } from 'react';
import { adoptStyles } from './adopt-styles';
import { KindFilter, type KindChoice } from './kind-filter';
import { MapView } from './map-view';
import { NearestStore } from './nearest-store-button';
import { StoreList } from './store-list';
import css from './store-map.css?raw';
import { COUNTRY_MAP_BOUNDS, type MapStore, type StoreMapProps } from './store-map-props';
import { useNearestStore } from './use-nearest-store';

const NO_STORES: MapStore[] = [];

interface Selection {
  readonly id: number;
  /** Chosen on the map or found as the nearest: the list scrolls to it. */
  readonly reveal: boolean;
}

/**
 * The map page's island: the shops and service centres on a map and in a list, in step. Choosing a
 * store in the list centres and highlights its marker and opens its popup; choosing a marker marks
 * the list's item and scrolls to it. The kind filter narrows both; the nearest store to the
 * browser's position is found on request. Class names: store-map.css (added with the chunk).
 */
export function StoreMap({ mapStores = NO_STORES, bounds = COUNTRY_MAP_BOUNDS, tilesUrl, tilesAttribution, tilesAttributionUrl }: StoreMapProps) {
  useInsertionEffect(() => adoptStyles(document, 'store-map', css), []);
  const [kind, setKind] = useState<KindChoice>('all');
  const [selection, setSelection] = useState<Selection | null>(null);

  const visible = useMemo(() => (kind === 'all' ? mapStores : mapStores.filter((store) => store.kind === kind)), [mapStores, kind]);
  const visibleIds = useMemo(() => new Set(visible.map((store) => store.id)), [visible]);
  const counts = useMemo(
    () => ({ all: mapStores.length, shop: mapStores.filter((store) => store.kind === 'shop').length, service: mapStores.filter((store) => store.kind === 'service').length }),
    [mapStores],
  );
  const selectedId = selection && visibleIds.has(selection.id) ? selection.id : null;

  const chooseFromList = useCallback((id: number) => setSelection({ id, reveal: false }), []);
  const chooseFromMap = useCallback((id: number) => setSelection({ id, reveal: true }), []);
  const { state: nearest, locate } = useNearestStore(visible, (store: MapStore) => setSelection({ id: store.id, reveal: true }));

  return (
    <div className="store-map-island">
      <div className="store-map-controls">
        <KindFilter value={kind} counts={counts} onChange={setKind} />
        <NearestStore state={nearest} onLocate={locate} />
      </div>
      <div className="store-map-layout">
        <MapView
          stores={mapStores}
          visibleIds={visibleIds}
          selectedId={selectedId}
          bounds={bounds}
          tilesUrl={tilesUrl}
          tilesAttribution={tilesAttribution}
          tilesAttributionUrl={tilesAttributionUrl}
          onChoose={chooseFromMap}
        />
        <StoreList stores={visible} selectedId={selectedId} reveal={selection?.reveal ?? false} onChoose={chooseFromList} />
      </div>
    </div>
  );
}
