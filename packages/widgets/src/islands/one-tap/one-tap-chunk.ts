/** The `one-tap` widget's chunk: its component and the schema its island's attributes are read with. */
export { OneTap as component } from './one-tap';
export { oneTapProps as props } from './one-tap-props';
