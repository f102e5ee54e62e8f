import { useSignals } from '@preact/signals-react/runtime';
import type { KeyboardEvent, RefObject } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { useDismiss } from './use-dismiss';
import { menuLinks } from './user-menu-items';

export interface AccountMenuProps {
  /** The list's id, which its button's aria-controls names. */
  readonly id: string;
  readonly open: boolean;
  /** The menu's element, button and list together: a click or focus outside it closes the menu. */
  readonly root: RefObject<HTMLElement | null>;
  readonly button: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
}

/**
 * The account menu's list (account-menu-button.tsx opens it): the account links and two actions.
 * Escape closes it and returns focus to the button; Arrow keys move between the items.
 */
export function AccountMenu({ id, open, root, button, onClose }: AccountMenuProps) {
  useSignals();
  const vitrina = useVitrina();
  const { services } = vitrina;
  const { t } = useMessages();
  useDismiss(open, root, button, onClose);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a, button'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items.at((index + step) % items.length)?.focus();
    event.preventDefault();
  };

  return (
    <ul id={id} className="vitrina-user-menu__list" hidden={!open} onKeyDown={moveFocus}>
      {menuLinks(vitrina, t).map(({ key, label, href, count }) => {
        const inactive = count === 0;
        return (
          <li key={key}>
            <a className={inactive ? 'vitrina-user-menu__item is-inactive' : 'vitrina-user-menu__item'} href={href}>
              <span>{label}</span>
              {count !== undefined && count > 0 && <span className="counter">{count}</span>}
            </a>
          </li>
        );
      })}
      <MenuAction
        label={t('header.user_menu.switch_account')}
        onSelect={() => {
          onClose();
          // The list hides as the modal opens: the modal gives focus back to the menu's button.
          button.current?.focus();
          services.ui.openModal('change-account');
        }}
      />
      <MenuAction
        label={t('header.user_menu.logout')}
        onSelect={() => {
          onClose();
          void services.auth.logout();
        }}
      />
    </ul>
  );
}

function MenuAction({ label, onSelect }: { readonly label: string; readonly onSelect: () => void }) {
  return (
    <li>
      <button className="vitrina-user-menu__item" type="button" onClick={onSelect}>
        {label}
      </button>
    </li>
  );
}
