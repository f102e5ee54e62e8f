/** The `checkout` widget's chunk: its component and the schema its island's attributes are read with. */
export { CheckoutIsland as component } from './checkout-island';
export { checkoutProps as props } from './checkout-props';
