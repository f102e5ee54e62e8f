/** The `purchase-list` widget's chunk: its component and the schema its island's attributes are read with. */
export { PurchaseList as component } from './purchase-list';
export { purchaseListProps as props } from './purchase-list-props';
