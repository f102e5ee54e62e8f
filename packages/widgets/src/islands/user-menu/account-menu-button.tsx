import { useCallback, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useLazyModule } from '../../runtime/use-lazy-module';
import { accountMenu } from './load-account-menu';
import { FilledIcon } from '../../ui/icons/filled-icon';

/**
 * A disclosure: the button with the first name (only its first letter under 768 px, by CSS) shows
 * the account menu (account-menu.tsx). The menu's code loads on first open, and already when the
 * pointer or the focus comes to the button, so that it is there by the click or the Enter.
 */
export function AccountMenuButton({ firstName }: { firstName: string }) {
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  const menu = useLazyModule(accountMenu, open);
  const preload = () => void accountMenu.load().catch(() => undefined);

  const name = firstName.trim() || t('header.user_menu.information');
  const initial = Array.from(name)[0];

  return (
    <div ref={root} className="vitrina-user-menu">
      <button
        ref={button}
        className="header-action vitrina-user-menu__button"
        type="button"
        // Expanded once the list is there to see, not while its code is still coming.
        aria-expanded={open && menu !== undefined}
        aria-controls={listId}
        aria-label={`${t('header.user_menu.open')}: ${name}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((was) => !was)}
      >
        <FilledIcon name="user" />
        <span className="user-initial vitrina-user-menu__initial" aria-hidden="true">
          {initial}
        </span>
        <span className="user-name header-action-label vitrina-user-menu__name" aria-hidden="true">
          {name}
        </span>
      </button>
      {menu && <menu.AccountMenu id={listId} open={open} root={root} button={button} onClose={close} />}
    </div>
  );
}
