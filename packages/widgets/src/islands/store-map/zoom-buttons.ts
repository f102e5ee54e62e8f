import { Control, DomEvent, type Map as LeafletMap } from 'leaflet/dist/leaflet-src.esm.js';

export interface ZoomTexts {
  readonly zoomIn: string;
  readonly zoomOut: string;
}

/**
 * Leaflet's zoom buttons without its HTML strings (Leaflet's own control writes them with
 * innerHTML, which a page enforcing Trusted Types refuses): the same classes, so Leaflet's styles
 * apply, built from DOM nodes, and marked disabled at the map's zoom limits as Leaflet's are.
 */
export function createZoomButtons(texts: ZoomTexts): Control {
  let map: LeafletMap | undefined;
  let zoomIn: HTMLAnchorElement | undefined;
  let zoomOut: HTMLAnchorElement | undefined;

  const button = (bar: HTMLElement, className: string, label: string, sign: string, zoom: () => void): HTMLAnchorElement => {
    const link = document.createElement('a');
    link.className = className;
    link.href = '#';
    link.setAttribute('role', 'button');
    link.title = label;
    link.setAttribute('aria-label', label);
    const mark = document.createElement('span');
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = sign;
    link.append(mark);
    DomEvent.disableClickPropagation(link);
    DomEvent.on(link, 'click', (event) => {
      DomEvent.preventDefault(event);
      if (!link.classList.contains('leaflet-disabled')) zoom();
    });
    bar.append(link);
    return link;
  };

  const update = () => {
    if (!map || !zoomIn || !zoomOut) return;
    const zoom = map.getZoom();
    for (const [link, atLimit] of [
      [zoomIn, zoom >= map.getMaxZoom()],
      [zoomOut, zoom <= map.getMinZoom()],
    ] as const) {
      link.classList.toggle('leaflet-disabled', atLimit);
      link.setAttribute('aria-disabled', String(atLimit));
    }
  };

  const ZoomButtons = Control.extend({
    onAdd(added: LeafletMap) {
      map = added;
      const bar = document.createElement('div');
      bar.className = 'leaflet-control-zoom leaflet-bar';
      zoomIn = button(bar, 'leaflet-control-zoom-in', texts.zoomIn, '+', () => added.zoomIn(added.options.zoomDelta));
      zoomOut = button(bar, 'leaflet-control-zoom-out', texts.zoomOut, '−', () => added.zoomOut(added.options.zoomDelta));
      added.on('zoomend zoomlevelschange', update);
      update();
      return bar;
    },
    onRemove(removed: LeafletMap) {
      removed.off('zoomend zoomlevelschange', update);
    },
  });
  return new ZoomButtons({ position: 'topleft' });
}
