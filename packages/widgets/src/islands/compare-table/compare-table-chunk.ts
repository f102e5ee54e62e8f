/** The `compare-table` widget's chunk: its component and the schema its island's attributes are read with. */
export { CompareTable as component } from './compare-table';
export { compareTableProps as props } from './compare-table-props';
