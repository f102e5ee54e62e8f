import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { AuthError, ValidationError, VitrinaError } from '../../errors';
import { isLang, type Lang } from '../../i18n/languages';
import { validationMessages } from '../../i18n/messages';
import type { KnownCity } from '../../rules/city';
import type { Address } from '../../schemas/address';
import type { User } from '../../schemas/user';
import { createLateAnswerGuard } from '../late-answer-guard';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import { authSnapshotSchema, snapshotRole, type AuthSnapshot } from './auth-snapshot';
import { createLoginPrompt, type LoginRequest } from './create-login-prompt';
import { isUnauthorized } from './is-unauthorized';

export type { LoginRequest } from './create-login-prompt';
export type { AuthSnapshot } from './auth-snapshot';

/** 'unknown' until the login check (or a login) has run. */
export type SessionStatus = 'unknown' | 'guest' | 'user';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

/** The registration form (spec §5); `lastName` is optional. */
export interface SignUpInput {
  readonly name: string;
  readonly lastName?: string | null;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly privacyConsent: boolean;
}

/** What a social network's sign-in gives (spec §3); the network defaults to google, `lang` to the current one. */
export interface SocialLoginInput {
  readonly socialNetwork?: string;
  readonly socialId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly lang?: Lang;
}

export interface SocialLoginOptions {
  /** Runs instead of nothing when the social login fails (the failure is reported either way). */
  readonly fallback?: (error: VitrinaError) => void;
}

/** A delivery address as the shopper types it; `apartment` is left out for a house. */
export interface AddressInput {
  readonly city: string | number;
  readonly street: string;
  readonly building: string;
  readonly apartment?: string | null;
}

export interface SaveAddressOptions {
  /** The cities the city must be one of; looked up on the server by the typed name when left out. */
  readonly cities?: readonly KnownCity[];
}

export type SavedAddress = Address & { readonly id: number };

export interface AuthService {
  /** The logged-in user, as the last login check returned them (also kept in the user cookie). */
  readonly user: ReadonlySignal<User | null>;
  readonly status: ReadonlySignal<SessionStatus>;
  /** The user's first name; before the login check, the page's (see `hydrate`). */
  readonly firstName: ReadonlySignal<string | null>;
  /** Extended filters are for logged-in users whose account has them on. */
  readonly isExtendedFilter: ReadonlySignal<boolean>;
  /** Set while the shopper is asked to log in again (see `requireFreshLogin`); the login form reads the e-mail. */
  readonly loginRequest: ReadonlySignal<LoginRequest | null>;

  /**
   * Logs in by e-mail and password. The input is checked with the login form's rules first
   * (ValidationError, nothing sent); a refusal is an HttpError whose `messageKey` is
   * 'errors.wrong_login_or_password' (401, or 429 while login is throttled).
   */
  login(input: LoginInput): Promise<User>;
  /** Registers with the registration rules (ValidationError first); a taken e-mail is a 409 'errors.email_already_registered'. */
  signUp(input: SignUpInput): Promise<User>;
  /** Asks the server to send a password-reset link. */
  recover(input: { readonly email: string }): Promise<void>;
  /**
   * Logs in with a social network's identity. A failure is reported and, with a `fallback`, passed
   * to it; the result is then null, never a rejection.
   */
  loginSocial(input: SocialLoginInput, options?: SocialLoginOptions): Promise<User | null>;
  /**
   * The login check on page load: loads the general data and checks the token cookie. A live token
   * restores the session ('auth:restored' lets the other services load the user's lists, cart and
   * pre-orders). No token means a guest; a refused token ('errors.login_error', cookies dropped) or
   * a failed check also leaves the guest state, reported, never thrown.
   */
  restore(): Promise<User | null>;
  /**
   * Shows the session the server-rendered page knew, before any request: a logged-in shopper's
   * isLoggedIn, role flags and bonuses, provisionally (`status` stays 'unknown'). `restore()`
   * confirms it or resets it to the guest state (with 'auth:logout'); a failed check keeps it, as
   * it keeps a live session. Ignored once the session is known, or when malformed.
   */
  hydrate(snapshot: AuthSnapshot): void;
  /** Ends the session here and on the server; the stored accounts' tokens are blanked. */
  logout(): Promise<void>;
  /** Switches texts, formatting and API language; a logged-in user's choice is saved (a failed save is only reported). */
  changeLanguage(lang: Lang): Promise<void>;
  /**
   * Saves a delivery address of the logged-in user, checked with the address rules first
   * (ValidationError, nothing saved); the server's verdict on the same rules comes back the same way.
   */
  saveAddress(input: AddressInput, options?: SaveAddressOptions): Promise<SavedAddress>;
  /** Re-reads the bonus balance; false when it could not (reported). */
  refreshBonuses(): Promise<boolean>;
  /** Loads the shop's general data into `state.generalData`; false when it could not (reported). */
  loadGeneralData(): Promise<boolean>;
  /**
   * Asks the shopper to log in again (spec §6: confirming identity for protected actions).
   * Everyone asking while the prompt is open shares it, as do services that emit
   * 'auth:login-required': the login modal is asked for once ('ui:open-modal'). Resolves with the
   * user after the next login, sign-up, social login or account switch; rejects with an AuthError
   * when the prompt is dismissed (`cancelLogin`, or the login modal closed) or the session ends.
   */
  requireFreshLogin(): Promise<User>;
  /** The shopper dismissed a login prompt of the host's own: whoever waits for it fails with an AuthError. */
  cancelLogin(): void;
  /**
   * Runs a protected action. When the server refuses it with 401, asks for a fresh login (shared
   * with every other action refused at the same time) and runs it once more; a second refusal is
   * thrown as it is, so nothing loops.
   */
  withSession<T>(action: () => Promise<T>): Promise<T>;
}

/**
 * The session: login by password, social network, sign-up or stored account; the login check on
 * load; logout; language and address of the account; re-login for protected actions. It is the
 * only writer of isLoggedIn, roleSlug, bonusesCount, generalData and (with `vitrina.setLanguage`)
 * lang, and of the token and user cookies. Other services follow it through 'auth:*' events.
 */
export function createAuthService(context: ServiceContext): AuthService {
  const { api, state, cookies, events, i18n, reportError } = context;
  const user = signal<User | null>(null);
  const status = signal<SessionStatus>('unknown');
  const prompt = createLoginPrompt<User>();
  const pageName = signal<string | null>(null);
  /** Ended on every change of session, so an answer that arrives for an older one is dropped. */
  const session = createLateAnswerGuard();
  let checking: Promise<User | null> | null = null;
  // The forms' rules are fetched when a form is sent, not with the page.
  const signInForms = loadOnDemand(
    'sign-in-forms',
    () => import('./sign-in-forms').then(({ checkLogin, checkSignUp, checkRecovery }) => ({ checkLogin, checkSignUp, checkRecovery })),
    reportError,
  );
  const addressSaving = loadOnDemand('save-address', () => import('./save-address').then(({ saveAddress }) => saveAddress), reportError);

  function showUser(next: User): void {
    session.invalidate();
    batch(() => {
      user.value = next;
      pageName.value = null;
      status.value = 'user';
      state.isLoggedIn.value = true;
      state.roleSlug.value = next.role?.slug ?? null;
      state.bonusesCount.value = next.bonuses_count;
    });
    cookies.writeUser(next);
  }

  function showGuest(): void {
    session.invalidate();
    batch(() => {
      user.value = null;
      pageName.value = null;
      status.value = 'guest';
      state.isLoggedIn.value = false;
      state.roleSlug.value = null;
      state.bonusesCount.value = null;
    });
  }

  /**
   * Forgets the session in this tab; the caller tells the other services ('auth:logout'). The
   * cookies go too, unless another tab's logout cleared them already (`keepCookies`).
   */
  function clearSession(keepCookies = false): void {
    if (!keepCookies) {
      cookies.removeToken();
      cookies.removeUser();
    }
    showGuest();
    prompt.reject(new AuthError('The session ended before the shopper logged in again'));
  }

  async function applyLanguage(lang: Lang): Promise<void> {
    if (state.lang.peek() === lang && i18n.lang === lang) return;
    try {
      await i18n.changeLanguage(lang);
      state.lang.value = lang;
    } catch (error) {
      reportError(new VitrinaError('config', `Could not switch the language to ${lang}`, { cause: error }));
    }
  }

  /** The user behind `token`; an AuthError (reported) when the server does not accept it. */
  async function fetchUser(token: string): Promise<User> {
    const answer = await api.call('me', { token });
    if (answer.success) return answer.data;
    const error = new AuthError('The login check answered success: false');
    reportError(error);
    throw error;
  }

  /**
   * Makes `token` the session: cookies, state, then the 'auth:login' the other services act on
   * (the cart merges the guest cart, the lists push the guest lists, analytics counts the login).
   * Resolves once the follow-ups are done; never rejects.
   */
  function startSession(token: string, next: User, isSignUp: boolean): Promise<void> {
    const guestCartId = state.isLoggedIn.peek() ? null : state.cartId.peek();
    cookies.writeToken(token);
    showUser(next);
    events.emit('auth:login', { user: next, isSignUp, guestCartId });
    prompt.resolve(next);
    return Promise.all([applyLanguage(next.lang.code), api.call('loggedIn').catch(() => undefined), refreshBonuses()]).then(
      () => undefined,
    );
  }

  async function logInWith(obtain: Promise<{ data: { token: string; is_sign_up: boolean } }>): Promise<User> {
    const { token, is_sign_up: isSignUp } = (await obtain).data;
    const next = await fetchUser(token);
    await startSession(token, next, isSignUp);
    return next;
  }

  async function refreshBonuses(): Promise<boolean> {
    if (!state.isLoggedIn.peek()) return false;
    const inSession = session.current();
    try {
      const answer = await api.call('GetBonusesCount');
      if (inSession()) state.bonusesCount.value = answer.data.available_bonuses;
      return true;
    } catch {
      return false;
    }
  }

  async function loadGeneralData(): Promise<boolean> {
    try {
      state.generalData.value = (await api.call('GetGeneralData')).data;
      return true;
    } catch {
      return false;
    }
  }

  type TokenCheck = { readonly user: User } | { readonly outcome: 'none' | 'refused' | 'failed' };

  async function checkToken(): Promise<TokenCheck> {
    const token = cookies.readToken();
    if (!token) return { outcome: 'none' };
    try {
      return { user: await fetchUser(token) };
    } catch (error) {
      // A 401 refuses the token as plainly as { success: false } does.
      return { outcome: error instanceof AuthError || isUnauthorized(error) ? 'refused' : 'failed' };
    }
  }

  /** Applies what the token cookie says now: the user of a live token, or the guest state. */
  async function runCheck(remote: boolean): Promise<User | null> {
    const inSession = session.current();
    const check = await checkToken();
    // A login or logout while the check ran has decided the session already.
    if (!inSession()) return user.peek();
    if ('user' in check) {
      showUser(check.user);
      events.emit('auth:restored', remote ? { user: check.user, remote } : { user: check.user });
      await Promise.all([applyLanguage(check.user.lang.code), refreshBonuses()]);
      return check.user;
    }
    const wasLoggedIn = state.isLoggedIn.peek();
    // Offline says nothing about the token: a live session stays, and the token stays for the next check.
    if (check.outcome === 'failed') {
      if (wasLoggedIn) return user.peek();
      showGuest();
      return null;
    }
    clearSession();
    if (wasLoggedIn) events.emit('auth:logout', {});
    return null;
  }

  /** One check at a time: callers during a check share its answer. */
  function checkSession(remote = false): Promise<User | null> {
    if (checking) return checking;
    const current = runCheck(remote).finally(() => {
      if (checking === current) checking = null;
    });
    checking = current;
    return current;
  }

  function requireFreshLogin(): Promise<User> {
    // The request goes through the bus like everyone else's (pre-orders, stored accounts), so the
    // prompt opens in one place: the 'auth:login-required' listener below.
    if (!prompt.request.peek()) events.emit('auth:login-required', { email: user.peek()?.email ?? null });
    return prompt.open(null).promise;
  }

  events.on('auth:login-required', ({ email }) => {
    if (prompt.open(email).opened) events.emit('ui:open-modal', { id: 'login' });
  });
  // Closing the login modal without logging in dismisses the prompt: waiting actions fail cleanly.
  let loginModalShown = false;
  effect(() => {
    const { open, id } = state.modal.value;
    const shown = open && id === 'login';
    if (loginModalShown && !shown && prompt.request.peek()) prompt.reject(new AuthError('The shopper closed the login prompt'));
    loginModalShown = shown;
  });
  events.on('accounts:switched', ({ token, user: next }) => {
    void startSession(token, next, false);
  });
  // Another tab may end the session (through the sync service); this tab follows without a call.
  events.on('auth:logout', ({ remote }) => {
    // A check on its way asked about the session that ended: its answer must not bring it back,
    // and the next check asks afresh (the sync service asks for one after a remote logout).
    session.invalidate();
    checking = null;
    if (state.isLoggedIn.peek()) clearSession(remote);
  });
  events.on('remote:changed', ({ topic }) => {
    if (topic === 'auth') void checkSession(true);
  });

  return {
    user,
    status,
    firstName: computed(() => user.value?.first_name ?? pageName.value),
    isExtendedFilter: computed(() => user.value?.is_extended_filter === true),
    loginRequest: prompt.request,

    async login(input) {
      const body = (await signInForms()).checkLogin(input);
      return logInWith(api.call('login', { body }));
    },

    async signUp(input) {
      const form = (await signInForms()).checkSignUp(input);
      return logInWith(
        api.call('signup', {
          body: {
            first_name: form.name,
            ...(form.lastName === undefined ? {} : { last_name: form.lastName }),
            email: form.email,
            phone: form.phone,
            password: form.password,
            lang: state.lang.peek(),
            privacy_policy: form.privacyConsent,
          },
        }),
      );
    },

    async recover(input) {
      const body = (await signInForms()).checkRecovery(input);
      await api.call('recovery', { body });
    },

    async loginSocial(input, options = {}) {
      try {
        return await logInWith(
          api.call('LoginSocial', {
            body: {
              socialNetwork: input.socialNetwork ?? 'google',
              socialId: input.socialId,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              lang: input.lang ?? state.lang.peek(),
            },
          }),
        );
      } catch (error) {
        // Failed calls were reported by the API client, a refused token by fetchUser.
        const failure = error instanceof VitrinaError ? error : new AuthError('Social login failed', { cause: error });
        if (failure !== error) reportError(failure);
        try {
          options.fallback?.(failure);
        } catch (fallbackError) {
          reportError(new VitrinaError('config', 'The social login fallback threw', { cause: fallbackError }));
        }
        return null;
      }
    },

    async restore() {
      const [, restored] = await Promise.all([loadGeneralData(), checkSession()]);
      return restored;
    },

    hydrate(snapshot) {
      const parsed = authSnapshotSchema.safeParse(snapshot);
      if (status.peek() !== 'unknown' || !parsed.success || !parsed.data.loggedIn) return;
      const page = parsed.data;
      batch(() => {
        state.isLoggedIn.value = true;
        state.roleSlug.value = snapshotRole(page);
        state.bonusesCount.value = page.bonuses ?? null;
        pageName.value = page.firstName ?? null;
      });
    },

    async logout() {
      const token = cookies.readToken();
      clearSession();
      events.emit('auth:logout', {});
      // Revokes the token on the server; a failure is reported and the shopper is logged out here anyway.
      if (token) await api.call('loggedOut', { token }).catch(() => undefined);
    },

    async changeLanguage(lang) {
      if (!isLang(lang)) throw new ValidationError({ lang: validationMessages.invalid });
      await i18n.changeLanguage(lang);
      state.lang.value = lang;
      const current = user.peek();
      if (!current || current.lang.code === lang) return;
      const next = { ...current, lang: { code: lang } };
      user.value = next;
      cookies.writeUser(next);
      await api.call('meLang', { body: { lang } }).catch(() => undefined);
    },

    async saveAddress(input, options = {}) {
      return (await addressSaving())(context, input, options);
    },

    refreshBonuses,
    loadGeneralData,
    requireFreshLogin,

    cancelLogin() {
      prompt.reject(new AuthError('The shopper closed the login prompt'));
    },

    async withSession(action) {
      const inSession = session.current();
      try {
        return await action();
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        // Refused with the token of a session that has been replaced since: the new one may do.
        if (inSession()) await requireFreshLogin();
        return action();
      }
    },
  };
}
