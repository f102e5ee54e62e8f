/** The `distributors` widget's chunk: its component and the schema its island's attributes are read with. */
export { Distributors as component } from './distributors';
export { distributorsProps as props } from './distributors-props';
