import type { Db } from '../db/open-database';
import type { ShopSettings } from '../settings';

/**
 * What is counted per client address: logins and sign-ups each cost the server a password hash;
 * a one-click order needs no account and takes a gift from stock.
 */
export type AddressAction = 'login' | 'signup' | 'one-click-order';

export type AddressLimits = Pick<ShopSettings, 'loginAttemptsPerAddress' | 'signUpsPerAddress' | 'oneClickOrdersPerAddress' | 'addressAttemptWindowMs'>;

function allowance(limits: AddressLimits, action: AddressAction): number {
  if (action === 'login') return limits.loginAttemptsPerAddress;
  return action === 'signup' ? limits.signUpsPerAddress : limits.oneClickOrdersPerAddress;
}

/**
 * Counts one `action` from `ip` and says whether it may go ahead: false once the address has had
 * its allowance within the window. A refused attempt is not counted, so the window still ends.
 * Attempts older than the window are forgotten here.
 */
export function takeAddressAttempt(db: Db, limits: AddressLimits, action: AddressAction, ip: string, now: Date): boolean {
  const subject = `${action}:${ip}`;
  const at = now.getTime();
  db.prepare('DELETE FROM address_attempts WHERE subject = ? AND at <= ?').run(subject, at - limits.addressAttemptWindowMs);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM address_attempts WHERE subject = ?').get(subject) as { n: number };
  if (n >= allowance(limits, action)) return false;
  db.prepare('INSERT INTO address_attempts (subject, at) VALUES (?, ?)').run(subject, at);
  return true;
}
