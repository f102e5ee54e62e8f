import type { ReadonlySignal } from '@preact/signals-core';
import type { VitrinaError } from '../../errors';
import type { Lang } from '../../i18n/languages';
import type { User } from '../../schemas/user';
import type { AddressInput, SavedAddress, SaveAddressOptions } from '../addresses/address-types';
import type { Handedness, ProfileInput } from '../profile/profile-types';
import type { AuthSnapshot } from './auth-snapshot';
import type { LoginRequest } from './create-login-prompt';

/** 'unknown' until the login check (or a login) has run. */
export type SessionStatus = 'unknown' | 'guest' | 'user';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

/** The registration form (docs/accounts.md); `lastName` is optional. */
export interface SignUpInput {
  readonly name: string;
  readonly lastName?: string | null;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly privacyConsent: boolean;
}

/** What a social network's sign-in gives (docs/accounts.md); the network defaults to google, `lang` to the current one. */
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
  /**
   * Saves the signed-in user's own details (docs/accounts.md#profile-information), checked with the
   * profile rules first (ValidationError, nothing sent); the server's verdict on the same rules
   * comes back the same way. The updated user shows at once in `user` and `firstName`, the user
   * cookie and the stored account, and in the other open tabs; a change of name or phone is sent
   * to the marketing service. An AuthError for a guest.
   */
  updateProfile(input: ProfileInput): Promise<User>;
  /**
   * Saves the signed-in user's handedness (PUT me/settings) and then shows it in `user` (the
   * left-handed layout follows) and in the other open tabs. A failed save rejects and changes nothing.
   */
  changeHandedness(handedness: Handedness): Promise<void>;
  /** Re-reads the bonus balance; false when it could not (reported). */
  refreshBonuses(): Promise<boolean>;
  /** Loads the shop's general data into `state.generalData`; false when it could not (reported). */
  loadGeneralData(): Promise<boolean>;
  /**
   * Asks the shopper to log in again (confirming identity for protected actions, docs/accounts.md).
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
