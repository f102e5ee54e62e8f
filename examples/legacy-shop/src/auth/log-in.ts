import type { Db } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { ShopSettings } from '../settings';
import { takeAddressAttempt } from './address-throttle';
import { userByEmail } from './find-user';
import { clearAccountFailures, forgetLoginFailure, isLoginThrottled, loginSubjects, recordLoginFailure, type LoginSubjects } from './login-throttle';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import { issueToken } from './tokens';

export interface LoginAttempt {
  readonly email: string;
  readonly ip: string;
  readonly now: Date;
}

/** A login between its two steps: counted, its account read, its password not yet checked. */
export interface PendingLogin {
  readonly subjects: LoginSubjects;
  readonly userId: number | undefined;
  /** The hash the password is checked against; null for an unknown e-mail or an account without a password. */
  readonly hash: string | null;
  /** The failure counted against the address until the password proves right. */
  readonly addressFailure: number;
  readonly now: Date;
}

/*
 * One code for every refusal, so an answer never tells whether the e-mail is registered: 401 for
 * a wrong e-mail or password, 429 while the account or the address is throttled.
 */
const wrongLoginOrPassword = () => new ApiError(401, 'errors.wrong_login_or_password', 'Wrong e-mail or password');
const throttled = () => new ApiError(429, 'errors.wrong_login_or_password', 'Too many logins; try again later');

/**
 * A login's first step, in a short transaction: refused unseen while the account or the address
 * has its allowance of failures, or the address its allowance of attempts. Otherwise the attempt
 * is counted as a failure at once, and forgiven only when the password proves right, so logins
 * that wait for their hash at the same time cannot exceed the allowance between them.
 */
export function startLogin(db: Db, settings: ShopSettings, attempt: LoginAttempt): PendingLogin {
  const subjects = loginSubjects(attempt.email, attempt.ip);
  if (isLoginThrottled(db, settings, subjects, attempt.now)) throw throttled();
  if (!takeAddressAttempt(db, settings, 'login', attempt.ip, attempt.now)) throw throttled();
  const { addressFailure } = recordLoginFailure(db, settings, subjects, attempt.now);
  const user = userByEmail(db, attempt.email);
  return { subjects, userId: user?.id, hash: user?.password_hash ?? null, addressFailure, now: attempt.now };
}

/**
 * The slow step, outside any transaction: the password against the account's hash. An unknown
 * e-mail (or an account without a password) costs the same scrypt as a known one.
 */
export async function checkLoginPassword(pending: PendingLogin, password: string): Promise<boolean> {
  const matches = await verifyPassword(password, pending.hash ?? DUMMY_PASSWORD_HASH);
  return matches && pending.hash !== null;
}

/**
 * The last step, in the call's transaction: a token for a right password whose hash has not
 * changed meanwhile (a password reset in between voids the check). A wrong one stays counted.
 */
export function finishLogin(db: Db, pending: PendingLogin, matches: boolean): string {
  const current = matches ? (db.prepare('SELECT password_hash FROM users WHERE id = ?').get(pending.userId) as { password_hash: string | null } | undefined) : undefined;
  if (!matches || current?.password_hash !== pending.hash) throw wrongLoginOrPassword();
  clearAccountFailures(db, pending.subjects);
  forgetLoginFailure(db, pending.addressFailure);
  return issueToken(db, pending.userId!, pending.now);
}
