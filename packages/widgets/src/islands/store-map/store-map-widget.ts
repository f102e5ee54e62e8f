import { defineWidget } from '../../runtime/define-widget';

/** The map page's stores on a map and in a list: a chunk of its own, and Leaflet another, loaded by the map page only. */
export const storeMapWidget = defineWidget({
  name: 'store-map',
  load: () => import('./store-map-chunk'),
});
