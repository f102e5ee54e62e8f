import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { StoredAccount } from '../../schemas/stored-account';
import type { User } from '../../schemas/user';
import { storageKeys } from '../../storage/keys';
import type { ServiceContext } from '../service-context';
import { isUnauthorized } from './is-unauthorized';
import { readStoredAccounts } from './read-stored-accounts';

export type SwitchAccountResult =
  | { readonly status: 'switched'; readonly user: User }
  /** The account has no live token: the shopper is asked to log in as `email` (auth:login-required). */
  | { readonly status: 'login-required'; readonly email: string };

export interface AccountsService {
  /** The accounts of the account switcher (local storage `accountsList`); logged-out ones have a blank token. */
  readonly accounts: ReadonlySignal<readonly StoredAccount[]>;
  /**
   * Makes a stored account the session. Its token is checked with the server first: a live one
   * becomes the current token and the state is refreshed as after a login; a dead one is blanked
   * (the check answers { success: false } or 401) and a login as that e-mail is requested. Throws
   * when the check itself fails (network), keeping the token, since nothing says it is dead.
   */
  switchTo(email: string): Promise<SwitchAccountResult>;
  /** Forgets a stored account (the current session, if it is that account, goes on). */
  remove(email: string): void;
  /** Stops following the list as other tabs change it; `destroy()` calls it. */
  stop(): void;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The stored accounts of the account switcher. It is the only writer of `accountsList`, and it
 * follows the session through events: a login (or sign-up, or switch) stores the account with the
 * session's token, a logout blanks every stored token.
 */
export function createAccountsService(context: ServiceContext): AccountsService {
  const { storage, cookies, events, api, reportError } = context;
  const accounts = signal<readonly StoredAccount[]>(load());

  function load(): StoredAccount[] {
    const { accounts: list, error } = readStoredAccounts(storage);
    if (error) {
      reportError(error);
      storage.write(storageKeys.accountsList, list);
    }
    return list;
  }

  /** Changes the list as stored now, so what another tab stored meanwhile is kept. */
  function update(change: (list: StoredAccount[]) => StoredAccount[]): void {
    const next = change(load());
    storage.write(storageKeys.accountsList, next);
    accounts.value = next;
  }

  function remember(user: User): void {
    const token = cookies.readToken();
    if (!token) return;
    const entry: StoredAccount = { token, email: user.email, user_name: `${user.first_name} ${user.last_name}`.trim() };
    update((list) =>
      list.some((account) => sameEmail(account.email, user.email))
        ? list.map((account) => (sameEmail(account.email, user.email) ? entry : account))
        : [...list, entry],
    );
  }

  function blankToken(email: string): void {
    update((list) => list.map((account) => (sameEmail(account.email, email) ? { ...account, token: '' } : account)));
  }

  function requestLogin(email: string): SwitchAccountResult {
    events.emit('auth:login-required', { email });
    return { status: 'login-required', email };
  }

  events.on('auth:login', ({ user }) => remember(user));
  // The switcher shows the name the user has now.
  events.on('auth:profile-changed', ({ user }) => remember(user));
  // Another tab's logout blanked the shared list already; this tab follows it through storage.
  events.on('auth:logout', ({ remote }) => {
    if (!remote) update((list) => list.map((account) => ({ ...account, token: '' })));
  });
  const unsubscribe = storage.subscribe?.(storageKeys.accountsList, () => {
    accounts.value = load();
  });

  return {
    accounts,

    async switchTo(email) {
      const account = load().find((entry) => sameEmail(entry.email, email));
      if (!account || account.token === '') return requestLogin(account?.email ?? email);
      const answer = await api.call('me', { token: account.token }).catch((error: unknown) => {
        // A 401 refuses the token as plainly as { success: false } does.
        if (isUnauthorized(error)) return { success: false as const };
        throw error;
      });
      if (!answer.success) {
        blankToken(account.email);
        return requestLogin(account.email);
      }
      events.emit('accounts:switched', { token: account.token, user: answer.data });
      return { status: 'switched', user: answer.data };
    },

    remove(email) {
      update((list) => list.filter((account) => !sameEmail(account.email, email)));
    },

    stop() {
      unsubscribe?.();
    },
  };
}
