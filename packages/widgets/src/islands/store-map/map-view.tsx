import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { adoptStyles } from './adopt-styles';
import type * as LeafletMapModule from './leaflet-map';
import type { StoreMapView } from './leaflet-map';
import { storePopup } from './store-popup';
import type { MapBounds, MapStore } from './store-map-props';

export interface MapViewProps {
  readonly stores: readonly MapStore[];
  readonly visibleIds: ReadonlySet<number>;
  readonly selectedId: number | null;
  readonly bounds: MapBounds;
  readonly tilesUrl?: string;
  readonly tilesAttribution?: string;
  readonly tilesAttributionUrl?: string;
  readonly onChoose: (id: number) => void;
  /** Leaflet and the map code, a chunk of their own; tests may give another. */
  readonly loadMap?: () => Promise<typeof LeafletMapModule>;
}

const loadLeafletMap = () => import('./leaflet-map');

const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The map itself: Leaflet, loaded after the list has rendered, draws the markers into this
 * element. The list works without it: a map that cannot load leaves one warning and an empty frame.
 */
export function MapView({ stores, visibleIds, selectedId, bounds, tilesUrl, tilesAttribution, tilesAttributionUrl, onChoose, loadMap = loadLeafletMap }: MapViewProps) {
  const { t, lang } = useMessages();
  const container = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<StoreMapView | null>(null);
  const choose = useRef(onChoose);
  const texts = useRef(t);
  useLayoutEffect(() => {
    choose.current = onChoose;
    texts.current = t;
  });

  useEffect(() => {
    let created: StoreMapView | null = null;
    let cancelled = false;
    loadMap().then(
      ({ createStoreMap, MAP_STYLESHEETS }) => {
        if (cancelled || !container.current) return;
        for (const [name, css] of MAP_STYLESHEETS) adoptStyles(container.current.ownerDocument, name, css);
        const t = texts.current;
        const kind = (store: MapStore) => t(store.kind === 'shop' ? 'map.shop' : 'map.service');
        created = createStoreMap({
          container: container.current,
          stores,
          bounds,
          tilesUrl,
          reducedMotion: prefersReducedMotion(),
          onChoose: (id) => choose.current(id),
          texts: {
            markerTitle: (store) => t('map.marker_title', { kind: kind(store), title: store.title, address: store.address }),
            popup: (store) =>
              storePopup(container.current!.ownerDocument, store, { kind: kind(store), schedule: t('map.schedule'), phone: t('map.phone'), route: t('map.route') }),
            zoomIn: t('map.zoom_in'),
            zoomOut: t('map.zoom_out'),
            closePopup: t('map.close_popup'),
          },
        });
        setView(created);
      },
      (error: unknown) => {
        if (!cancelled) console.warn('Vitrina: the store map could not load its map; the list still works.', error);
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setView(null);
    };
  }, [stores, bounds, tilesUrl, lang, loadMap]);

  useEffect(() => view?.show(visibleIds), [view, visibleIds]);
  useEffect(() => view?.select(selectedId), [view, selectedId]);

  return (
    <div className="store-map-frame">
      <div ref={container} className="store-map-canvas" role="region" aria-label={t('map.map_label')} data-map-ready={view ? 'true' : undefined} />
      {tilesUrl && tilesAttribution && (
        <p className="store-map-attribution">
          {tilesAttributionUrl ? (
            <a href={tilesAttributionUrl} target="_blank" rel="noopener noreferrer">
              {tilesAttribution}
            </a>
          ) : (
            tilesAttribution
          )}
        </p>
      )}
    </div>
  );
}
