import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleStores } from '../../testing/sample-stores';
import { createStoreMap, type StoreMapView } from './leaflet-map';
import { COUNTRY_MAP_BOUNDS } from './store-map-props';

/** Every string an element's innerHTML is given meanwhile: a page enforcing Trusted Types refuses each. */
function recordInnerHtml() {
  let owner: object | null = document.createElement('div');
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'innerHTML')) owner = Object.getPrototypeOf(owner);
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'innerHTML')!;
  const assigned: string[] = [];
  Object.defineProperty(owner!, 'innerHTML', {
    configurable: true,
    get: descriptor.get,
    set(value: unknown) {
      assigned.push(String(value));
      descriptor.set!.call(this, value);
    },
  });
  return { assigned, restore: () => Object.defineProperty(owner!, 'innerHTML', descriptor) };
}

let container: HTMLElement;
let view: StoreMapView | undefined;
let recorder: ReturnType<typeof recordInnerHtml>;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  recorder = recordInnerHtml();
});
afterEach(() => {
  view?.destroy();
  recorder.restore();
  container.remove();
});

const open = () =>
  (view = createStoreMap({
    container,
    stores: sampleStores,
    bounds: COUNTRY_MAP_BOUNDS,
    texts: {
      markerTitle: (store) => store.title,
      popup: (store) => {
        const content = document.createElement('div');
        content.className = 'store-map-popup';
        content.textContent = store.title;
        return content;
      },
      zoomIn: 'Наблизити',
      zoomOut: 'Віддалити',
      closePopup: 'Закрити',
    },
    onChoose: () => {},
    reducedMotion: true,
  }));

const zoomButton = (name: string) => container.querySelector<HTMLAnchorElement>(`a[role="button"][aria-label="${name}"]`)!;

describe('the Leaflet map of the stores', () => {
  it('gives no element an HTML string: markers, zoom buttons, popup and its close button are DOM nodes', () => {
    open();
    view!.select(sampleStores[0]!.id);
    zoomButton('Наблизити').click();
    container.querySelector<HTMLButtonElement>('.store-map-popup-close')!.click();
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(sampleStores.length);
    expect(recorder.assigned).toEqual([]);
  });

  it('names its zoom buttons and closes the popup with its own named button', () => {
    open();
    expect(zoomButton('Наблизити').title).toBe('Наблизити');
    expect(zoomButton('Віддалити').textContent).toBe('−');
    view!.select(sampleStores[0]!.id);
    const close = container.querySelector<HTMLButtonElement>('.leaflet-popup .store-map-popup-close')!;
    expect(close.getAttribute('aria-label')).toBe('Закрити');
    expect(container.querySelector('.leaflet-popup-close-button')).toBeNull();
    close.click();
    expect(container.querySelector('.leaflet-popup')).toBeNull();
  });

  it('marks a zoom button disabled at the map’s limit, and enables it again once the map zooms the other way', () => {
    open();
    const zoomOut = zoomButton('Віддалити');
    const zoomIn = zoomButton('Наблизити');
    for (let click = 0; click < 30 && zoomOut.getAttribute('aria-disabled') !== 'true'; click += 1) zoomOut.click();
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
    expect(zoomOut.classList.contains('leaflet-disabled')).toBe(true);
    expect(zoomIn.getAttribute('aria-disabled')).toBe('false');
    zoomIn.click();
    expect(zoomOut.getAttribute('aria-disabled')).toBe('false');
  });
});
