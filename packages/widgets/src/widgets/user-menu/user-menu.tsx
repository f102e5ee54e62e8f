import { useSignals } from '@preact/signals-react/runtime';
import { useVitrina } from '../../vitrina-context';
import { AccountMenuButton } from './account-menu-button';
import { FilledIcon } from '../icons/filled-icon';
import { useMessages } from '../../i18n/use-messages';

/**
 * The header's user menu (spec §2): a login button for a guest, the account menu for a logged-in
 * user. Class names: user-menu.css.
 */
export function UserMenu() {
  useSignals();
  const { state, services } = useVitrina();
  const { t } = useMessages();
  void state.lang.value;
  const user = services.auth.user.value;
  if (state.isLoggedIn.value && user) return <AccountMenuButton firstName={user.first_name} />;
  return (
    <button className="header-action vitrina-user-menu__login" type="button" onClick={() => services.ui.openModal('login')}>
      <FilledIcon name="user" />
      <span className="header-action-label">{t('header.login')}</span>
    </button>
  );
}
