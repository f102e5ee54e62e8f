/** The `social-login` widget's chunk: its component and the schema its island's attributes are read with. */
export { SocialLoginIsland as component } from './social-login-island';
export { socialLoginProps as props } from './sign-in-island-props';
