// Public API of @vitrina/widgets.
export { VitrinaProvider, useVitrina } from './vitrina-context';
