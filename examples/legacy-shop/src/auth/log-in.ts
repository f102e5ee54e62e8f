import type { Db } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { ShopSettings } from '../settings';
import { takeAddressAttempt } from './address-throttle';
import { userByEmail } from './find-user';
import { clearAccountFailures, isLoginThrottled, loginSubjects, recordLoginFailure } from './login-throttle';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import { issueToken } from './tokens';

export interface LoginAttempt {
  readonly email: string;
  readonly password: string;
  readonly ip: string;
  readonly now: Date;
}

/*
 * One code for every refusal, so an answer never tells whether the e-mail is registered: 401 for
 * a wrong e-mail or password, 429 while the account or the address is throttled.
 */
const wrongLoginOrPassword = () => new ApiError(401, 'errors.wrong_login_or_password', 'Wrong e-mail or password');
const throttled = () => new ApiError(429, 'errors.wrong_login_or_password', 'Too many logins; try again later');

/**
 * Checks an e-mail and password and issues a bearer token. Refused unseen: an account or address
 * with its allowance of failures, and an address with its allowance of attempts, right or wrong.
 */
export function logIn(db: Db, settings: ShopSettings, attempt: LoginAttempt): string {
  const subjects = loginSubjects(attempt.email, attempt.ip);
  if (isLoginThrottled(db, settings, subjects, attempt.now)) throw throttled();
  if (!takeAddressAttempt(db, settings, 'login', attempt.ip, attempt.now)) throw throttled();

  const user = userByEmail(db, attempt.email);
  // An unknown e-mail (or an account without a password) costs the same scrypt as a known one.
  const matches = verifyPassword(attempt.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !user.password_hash || !matches) {
    recordLoginFailure(db, settings, subjects, attempt.now);
    // The failure and the attempt are counted even though the call fails.
    throw wrongLoginOrPassword().afterWrites();
  }

  clearAccountFailures(db, subjects);
  return issueToken(db, user.id, attempt.now);
}
