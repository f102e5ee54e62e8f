import { useSignals } from '@preact/signals-react/runtime';
import { useVitrina } from '../../vitrina-context';
import { AccountMenuButton } from './account-menu-button';
import { FilledIcon } from '../../ui/icons/filled-icon';
import { useMessages } from '../../i18n/use-messages';

/**
 * The header's user menu (docs/pages.md#header): a login button for a guest, the account menu for a logged-in
 * user. A page rendered for a logged-in user shows the menu with the page's first name at once:
 * it stays while the login check runs, and while the check cannot reach the server; only a
 * refused session turns it into the login button. Class names: user-menu.css.
 */
export function UserMenu() {
  useSignals();
  const { state, services } = useVitrina();
  const { t } = useMessages();
  void state.lang.value;
  if (state.isLoggedIn.value) return <AccountMenuButton firstName={services.auth.firstName.value ?? ''} />;
  return (
    // Named by aria-label too: under 768 px the page's header hides the text label.
    <button
      className="header-action vitrina-user-menu__login"
      type="button"
      aria-label={t('header.login')}
      onClick={() => services.ui.openModal('login')}
    >
      <FilledIcon name="user" />
      <span className="header-action-label" aria-hidden="true">
        {t('header.login')}
      </span>
    </button>
  );
}
