/** The `login-form` widget's chunk: its component and the schema its island's attributes are read with. */
export { LoginFormIsland as component } from './login-form-island';
export { nextProps as props } from './sign-in-island-props';
