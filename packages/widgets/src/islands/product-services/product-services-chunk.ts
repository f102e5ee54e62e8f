/** The `product-services` widget's chunk: its component and the schema its island's attributes are read with. */
export { ProductServices as component } from './product-services';
export { productServicesProps as props } from './product-services-props';
