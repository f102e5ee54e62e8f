/** The `order-type` widget's chunk: its component and the schema its island's attributes are read with. */
export { OrderPanel as component } from './order-panel';
export { orderTypeProps as props } from './order-type-props';
