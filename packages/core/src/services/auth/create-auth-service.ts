import { batch, computed, signal } from '@preact/signals-core';
import { AuthError, VitrinaError } from '../../errors';
import { followLanguage, switchLanguage } from '../../i18n/language-switch';
import type { User } from '../../schemas/user';
import { saveAddressOnDemand } from '../addresses/save-address-on-demand';
import { loadGeneralData } from '../general-data/load-general-data';
import { createLateAnswerGuard } from '../late-answer-guard';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import { authSnapshotSchema, snapshotRole } from './auth-snapshot';
import type { AuthService, SessionStatus } from './auth-types';
import { isUnauthorized } from './is-unauthorized';
import { createReloginPrompt } from './relogin-prompt';
import { checkToken, fetchUser } from './token-check';

export type { LoginRequest } from './create-login-prompt';
export type { AuthSnapshot } from './auth-snapshot';
export type { AuthService, LoginInput, SessionStatus, SignUpInput, SocialLoginInput, SocialLoginOptions } from './auth-types';
export type { AddressInput, SavedAddress, SaveAddressOptions } from '../addresses/address-types';
export type { Handedness, ProfileInput } from '../profile/profile-types';

/**
 * The session: login by password, social network, sign-up or stored account; the login check on
 * load; logout; re-login for protected actions. It is the only writer of isLoggedIn, roleSlug and
 * bonusesCount, and of the token and user cookies; other services follow it through 'auth:*'
 * events. The language (i18n), the addresses and the general data are their own modules, reached
 * through this service's methods too.
 */
export function createAuthService(context: ServiceContext): AuthService {
  const { api, state, cookies, events, i18n, reportError } = context;
  const user = signal<User | null>(null);
  const status = signal<SessionStatus>('unknown');
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
  const saveAddress = saveAddressOnDemand(context);
  const prompt = createReloginPrompt(context, () => user.peek()?.email ?? null);
  // The profile's changes are fetched with the first one (or another tab's), not with the page.
  const profile = loadOnDemand(
    'profile-changes',
    () => import('../profile/profile-changes').then(({ createProfileChanges }) => createProfileChanges(context, user)),
    reportError,
  );

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
    return Promise.all([followLanguage(i18n, state.lang, next.lang.code, reportError), api.call('loggedIn').catch(() => undefined), refreshBonuses()]).then(
      () => undefined,
    );
  }

  async function logInWith(obtain: Promise<{ data: { token: string; is_sign_up: boolean } }>): Promise<User> {
    const { token, is_sign_up: isSignUp } = (await obtain).data;
    const next = await fetchUser(context, token);
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

  /** Applies what the token cookie says now: the user of a live token, or the guest state. */
  async function runCheck(remote: boolean): Promise<User | null> {
    const inSession = session.current();
    const check = await checkToken(context);
    // A login or logout while the check ran has decided the session already.
    if (!inSession()) return user.peek();
    if ('user' in check) {
      showUser(check.user);
      events.emit('auth:restored', remote ? { user: check.user, remote } : { user: check.user });
      await Promise.all([followLanguage(i18n, state.lang, check.user.lang.code, reportError), refreshBonuses()]);
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
    else if (topic === 'profile' && user.peek()) profile().then((changes) => changes.reread(), () => undefined);
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
      const body = (await signInForms()).checkSignUp(input, state.lang.peek());
      return logInWith(api.call('signup', { body }));
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
      const [, restored] = await Promise.all([loadGeneralData(context), checkSession()]);
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
      await switchLanguage(i18n, lang);
      // The account keeps its language: a logged-in user's choice is saved (a failed save is only reported).
      const current = user.peek();
      if (!current || current.lang.code === lang) return;
      const next = { ...current, lang: { code: lang } };
      user.value = next;
      cookies.writeUser(next);
      await api.call('meLang', { body: { lang } }).catch(() => undefined);
    },

    saveAddress,
    updateProfile: async (input) => (await profile()).updateProfile(input),
    changeHandedness: async (handedness) => (await profile()).changeHandedness(handedness),

    refreshBonuses,
    loadGeneralData: () => loadGeneralData(context),
    requireFreshLogin: () => prompt.require(),

    cancelLogin: () => prompt.cancel(),

    async withSession(action) {
      const inSession = session.current();
      try {
        return await action();
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        // Refused with the token of a session that has been replaced since: the new one may do.
        if (inSession()) await prompt.require();
        return action();
      }
    },
  };
}
