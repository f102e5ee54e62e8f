import type { Db } from '../db/open-database';
import type { ShopSettings } from '../settings';
import { normalizeEmail } from './emails';

/** The two counters a login attempt is throttled by: its account and its client address. */
export interface LoginSubjects {
  readonly account: string;
  readonly address: string;
}

export function loginSubjects(email: string, ip: string): LoginSubjects {
  return { account: `email:${normalizeEmail(email)}`, address: `ip:${ip}` };
}

type Limits = Pick<ShopSettings, 'loginFailuresPerAccount' | 'loginFailuresPerAddress' | 'loginFailureWindowMs'>;

/**
 * Whether the account or the address already has its allowance of failures within the window.
 * With 5 per account, attempts 1–5 are judged and the 6th onwards are refused unseen.
 */
export function isLoginThrottled(db: Db, limits: Limits, subjects: LoginSubjects, now: Date): boolean {
  const since = now.getTime() - limits.loginFailureWindowMs;
  const count = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE subject = ? AND at > ?');
  const failures = (subject: string) => (count.get(subject, since) as { n: number }).n;
  return (
    failures(subjects.account) >= limits.loginFailuresPerAccount || failures(subjects.address) >= limits.loginFailuresPerAddress
  );
}

/** Counts a failed attempt against both subjects, forgetting failures older than the window; returns the address's row. */
export function recordLoginFailure(db: Db, limits: Limits, subjects: LoginSubjects, now: Date): { readonly addressFailure: number } {
  const at = now.getTime();
  const insert = db.prepare('INSERT INTO login_failures (subject, at) VALUES (?, ?)');
  const prune = db.prepare('DELETE FROM login_failures WHERE subject = ? AND at <= ?');
  return db.transaction(() => {
    prune.run(subjects.account, at - limits.loginFailureWindowMs);
    insert.run(subjects.account, at);
    prune.run(subjects.address, at - limits.loginFailureWindowMs);
    return { addressFailure: Number(insert.run(subjects.address, at).lastInsertRowid) };
  })();
}

/** Takes back one counted failure (by its row): a login that was counted before its password proved right. */
export function forgetLoginFailure(db: Db, row: number): void {
  db.prepare('DELETE FROM login_failures WHERE rowid = ?').run(row);
}

/** A successful login forgives the account's failures (the address keeps its count). */
export function clearAccountFailures(db: Db, subjects: LoginSubjects): void {
  db.prepare('DELETE FROM login_failures WHERE subject = ?').run(subjects.account);
}
