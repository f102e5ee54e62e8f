import { defineWidget } from '../../runtime/define-widget';
import { UserMenu } from './user-menu';
import { userMenuProps } from './user-menu-props';

/** The header's user menu: the login button for a guest, the account menu for a user. */
export const userMenuWidget = defineWidget({
  name: 'user-menu',
  component: UserMenu,
  props: userMenuProps,
  texts: 'first-paint',
});
