/** The `store-map` widget's chunk: its component and the schema its island's attributes are read with. Leaflet is a chunk of its own. */
export { StoreMap as component } from './store-map';
export { storeMapProps as props } from './store-map-props';
