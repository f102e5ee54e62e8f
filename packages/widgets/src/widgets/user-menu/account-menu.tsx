import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useVitrina } from '../../vitrina-context';
import { useDismiss } from './use-dismiss';
import { UserIcon } from './user-icon';
import { menuLinks } from './user-menu-items';
import { useMessages } from '../../i18n/use-messages';

/**
 * A disclosure: the button with the first name (only its first letter under 768 px, by CSS) shows
 * a list of links and two actions. Escape closes it and returns focus to the button; Arrow keys
 * move between the items.
 */
export function AccountMenu({ firstName }: { firstName: string }) {
  useSignals();
  const vitrina = useVitrina();
  const { services } = vitrina;
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, button, close);

  const name = firstName.trim() || t('header.user_menu.information');
  const initial = Array.from(name)[0];

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a, button'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items.at((index + step) % items.length)?.focus();
    event.preventDefault();
  };

  return (
    <div ref={root} className="vitrina-user-menu">
      <button
        ref={button}
        className="header-action vitrina-user-menu__button"
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('header.user_menu.open')}: ${name}`}
        onClick={() => setOpen((was) => !was)}
      >
        <UserIcon />
        <span className="user-initial vitrina-user-menu__initial" aria-hidden="true">
          {initial}
        </span>
        <span className="user-name header-action-label vitrina-user-menu__name" aria-hidden="true">
          {name}
        </span>
      </button>
      <ul id={listId} className="vitrina-user-menu__list" hidden={!open} onKeyDown={moveFocus}>
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
        <li>
          <button
            className="vitrina-user-menu__item"
            type="button"
            onClick={() => {
              close();
              services.ui.openModal('change-account');
            }}
          >
            {t('header.user_menu.switch_account')}
          </button>
        </li>
        <li>
          <button
            className="vitrina-user-menu__item"
            type="button"
            onClick={() => {
              close();
              void services.auth.logout();
            }}
          >
            {t('header.user_menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
