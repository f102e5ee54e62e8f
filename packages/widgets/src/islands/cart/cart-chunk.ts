/** The `cart` widget's chunk: its component and the schema its island's attributes are read with. */
export { Cart as component } from './cart';
export { cartProps as props } from './cart-props';
