import { useSignals } from '@preact/signals-react/runtime';
import { useVitrina } from '../../vitrina-context';
import { AccountMenu } from './account-menu';
import { UserIcon } from './user-icon';

/**
 * The header's user menu (spec §2): a login button for a guest, the account menu for a logged-in
 * user. Class names: user-menu.css.
 */
export function UserMenu() {
  useSignals();
  const { state, services, i18n } = useVitrina();
  void state.lang.value;
  const user = services.auth.user.value;
  if (state.isLoggedIn.value && user) return <AccountMenu firstName={user.first_name} />;
  return (
    <button className="header-action vitrina-user-menu__login" type="button" onClick={() => services.ui.openModal('login')}>
      <UserIcon />
      <span className="header-action-label">{i18n.t('header.login')}</span>
    </button>
  );
}
