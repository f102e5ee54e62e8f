import { DivIcon, LatLngBounds, Map as LeafletMap, Marker, Popup, TileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import type { MapBounds, MapStore } from './store-map-props';
import markerCss from './store-map-markers.css?raw';
import { createZoomButtons } from './zoom-buttons';

/**
 * The stylesheets the map needs, by name, for the island to add (adopt-styles.ts) before it calls
 * createStoreMap: Leaflet's own, and the markers' and popup's.
 */
export const MAP_STYLESHEETS: readonly (readonly [name: string, css: string])[] = [
  ['leaflet', leafletCss],
  ['store-map-markers', markerCss],
];

export interface StoreMapTexts {
  readonly markerTitle: (store: MapStore) => string;
  readonly popup: (store: MapStore) => HTMLElement;
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly closePopup: string;
}

export interface StoreMapOptions {
  readonly container: HTMLElement;
  readonly stores: readonly MapStore[];
  readonly bounds: MapBounds;
  /** Leaflet's tile URL template; without it the map has no tiles, only its markers. */
  readonly tilesUrl?: string;
  readonly texts: StoreMapTexts;
  /** A marker was chosen on the map (clicked, or Enter or Space on it). */
  readonly onChoose: (id: number) => void;
  readonly reducedMotion: boolean;
}

export interface StoreMapView {
  /** Only these stores' markers stay on the map. */
  show(ids: ReadonlySet<number>): void;
  /** Highlights the store's marker, centres the map on it and opens its popup; null clears. */
  select(id: number | null): void;
  destroy(): void;
}

/** The zoom a chosen store is shown at: its streets. */
const STORE_ZOOM = 13;

/** The map of the stores on Leaflet: one marker per store, one popup, kept within the bounds. */
export function createStoreMap({ container, stores, bounds, tilesUrl, texts, onChoose, reducedMotion }: StoreMapOptions): StoreMapView {
  const area = new LatLngBounds([bounds[0][0], bounds[0][1]], [bounds[1][0], bounds[1][1]]);
  const map = new LeafletMap(container, {
    maxBounds: area,
    maxBoundsViscosity: 1,
    zoomControl: false,
    // The page shows the tiles' attribution itself, as text, not Leaflet's HTML.
    attributionControl: false,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
  });
  createZoomButtons(texts).addTo(map);
  map.fitBounds(area);
  // Zoomed out no further than the whole country, where the container has a size to measure.
  if (container.clientWidth > 0) map.setMinZoom(map.getBoundsZoom(area));
  if (tilesUrl) new TileLayer(tilesUrl, { bounds: area, maxZoom: 18 }).addTo(map);

  // Leaflet's close button is written with innerHTML: the popup's content brings its own.
  const popup = new Popup({ maxWidth: 280, autoPanPadding: [16, 16], offset: [0, -22], closeButton: false });
  const popupContent = (store: MapStore): HTMLElement => {
    const content = texts.popup(store);
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'store-map-popup-close';
    close.setAttribute('aria-label', texts.closePopup);
    close.title = texts.closePopup;
    const mark = document.createElement('span');
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '×';
    close.append(mark);
    close.addEventListener('click', () => map.closePopup(popup));
    content.prepend(close);
    return content;
  };

  const markers = new Map<number, { store: MapStore; marker: Marker }>();
  for (const store of stores) {
    const marker = new Marker([store.lat, store.lng], {
      // An element, not a string: Leaflet writes a string icon with innerHTML.
      icon: new DivIcon({
        html: document.createElement('span'),
        className: `store-map-marker store-map-marker--${store.kind}`,
        iconSize: [28, 28],
        iconAnchor: [14, 28],
        popupAnchor: [0, -26],
      }),
      title: texts.markerTitle(store),
      alt: texts.markerTitle(store),
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('click', () => onChoose(store.id));
    marker.on('keydown', (event) => {
      const key = (event as unknown as { originalEvent: KeyboardEvent }).originalEvent;
      if (key.key !== 'Enter' && key.key !== ' ') return;
      key.preventDefault();
      onChoose(store.id);
    });
    marker.addTo(map);
    marker.getElement()?.setAttribute('data-store-id', String(store.id));
    markers.set(store.id, { store, marker });
  }

  let selected: number | null = null;

  function highlight(id: number | null): void {
    for (const [storeId, { marker }] of markers) {
      const on = storeId === id;
      marker.getElement()?.classList.toggle('is-selected', on);
      marker.setZIndexOffset(on ? 1000 : 0);
    }
  }

  return {
    show(ids) {
      for (const [id, { marker }] of markers) {
        if (ids.has(id)) {
          if (!map.hasLayer(marker)) {
            marker.addTo(map);
            marker.getElement()?.setAttribute('data-store-id', String(id));
          }
        } else marker.remove();
      }
      if (selected !== null && !ids.has(selected)) this.select(null);
      else highlight(selected);
    },
    select(id) {
      selected = id;
      highlight(id);
      const entry = id === null ? undefined : markers.get(id);
      if (!entry || !map.hasLayer(entry.marker)) {
        map.closePopup(popup);
        return;
      }
      const at = entry.marker.getLatLng();
      map.setView(at, Math.max(map.getZoom(), STORE_ZOOM), { animate: !reducedMotion });
      popup.setLatLng(at).setContent(popupContent(entry.store)).openOn(map);
    },
    destroy() {
      map.remove();
      markers.clear();
    },
  };
}
