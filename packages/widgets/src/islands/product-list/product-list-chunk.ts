/** The `product-list` widget's chunk: its component and the schema its island's attributes are read with. */
export { ProductList as component } from './product-list';
export { productListProps as props } from './product-list-props';
