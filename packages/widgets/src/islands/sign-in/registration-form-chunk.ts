/** The `registration-form` widget's chunk: its component and the schema its island's attributes are read with. */
export { RegistrationFormIsland as component } from './registration-form-island';
export { nextProps as props } from './sign-in-island-props';
