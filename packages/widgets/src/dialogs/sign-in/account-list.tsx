import type { StoredAccount } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';

export interface AccountListProps {
  readonly accounts: readonly StoredAccount[];
  readonly currentEmail: string | null;
  /** The e-mail of the account being switched to, while the check runs. */
  readonly switching: string | null;
  readonly onSwitch: (email: string) => void;
  readonly onRemove: (email: string) => void;
}

const sameEmail = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The stored accounts: the current one marked, every other one a button that switches to it. */
export function AccountList({ accounts, currentEmail, switching, onSwitch, onRemove }: AccountListProps) {
  const { t } = useMessages();
  return (
    <ul className="vitrina-accounts">
      {accounts.map((account) => {
        const name = account.user_name || account.email;
        const current = sameEmail(account.email, currentEmail);
        const body = (
          <>
            <span className="vitrina-accounts__name">{name}</span>
            <span className="vitrina-accounts__email">{account.email}</span>
            {current && <span className="vitrina-accounts__note">{t('modals.change_account.current')}</span>}
            {!current && account.token === '' && <span className="vitrina-accounts__note">{t('modals.change_account.logged_out')}</span>}
            {switching === account.email && <span className="vitrina-accounts__note">{t('general.loading')}</span>}
          </>
        );
        return (
          <li key={account.email} className={current ? 'vitrina-accounts__item vitrina-accounts__item--current' : 'vitrina-accounts__item'}>
            {current ? (
              <div className="vitrina-accounts__account" aria-current="true">
                {body}
              </div>
            ) : (
              <button
                className="vitrina-accounts__account"
                type="button"
                aria-disabled={switching !== null || undefined}
                onClick={() => onSwitch(account.email)}
              >
                {body}
              </button>
            )}
            <button
              className="vitrina-accounts__remove"
              type="button"
              aria-label={t('modals.change_account.remove', { name })}
              onClick={() => onRemove(account.email)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
