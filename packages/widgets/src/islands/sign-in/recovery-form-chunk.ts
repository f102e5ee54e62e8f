/** The `recovery-form` widget's chunk: its component and the schema its island's attributes are read with. */
export { RecoveryFormIsland as component } from './recovery-form-island';
export { recoveryProps as props } from './sign-in-island-props';
