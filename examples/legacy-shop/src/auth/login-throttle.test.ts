import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { clearAccountFailures, isLoginThrottled, loginSubjects, recordLoginFailure } from './login-throttle';

const limits = { loginFailuresPerAccount: 2, loginFailuresPerAddress: 3, loginFailureWindowMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2024, 0, 1) + ms);

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

describe('login throttle', () => {
  it('keys the account by its lower-cased e-mail and the address by the ip', () => {
    expect(loginSubjects('  Olena@Example.COM ', '10.0.0.1')).toEqual({ account: 'email:olena@example.com', address: 'ip:10.0.0.1' });
  });

  it('refuses once the account has its allowance of failures within the window', () => {
    const olena = loginSubjects('olena@example.com', '10.0.0.1');
    recordLoginFailure(db, limits, olena, at(0));
    expect(isLoginThrottled(db, limits, olena, at(1))).toBe(false);
    recordLoginFailure(db, limits, olena, at(1));
    expect(isLoginThrottled(db, limits, olena, at(2))).toBe(true);
    expect(isLoginThrottled(db, limits, olena, at(60_001))).toBe(false);
  });

  it('refuses every account from an address with its allowance of failures', () => {
    for (const [index, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      recordLoginFailure(db, limits, loginSubjects(email, '10.0.0.9'), at(index));
    }
    expect(isLoginThrottled(db, limits, loginSubjects('d@example.com', '10.0.0.9'), at(5))).toBe(true);
    expect(isLoginThrottled(db, limits, loginSubjects('d@example.com', '10.0.0.10'), at(5))).toBe(false);
  });

  it('clears only the account’s failures', () => {
    const olena = loginSubjects('olena@example.com', '10.0.0.1');
    recordLoginFailure(db, limits, olena, at(0));
    recordLoginFailure(db, limits, olena, at(1));
    recordLoginFailure(db, limits, olena, at(2));
    clearAccountFailures(db, olena);
    expect(db.prepare('SELECT subject, COUNT(*) AS n FROM login_failures GROUP BY subject').all()).toEqual([{ subject: 'ip:10.0.0.1', n: 3 }]);
  });

  it('forgets failures older than the window when it records a new one', () => {
    const olena = loginSubjects('olena@example.com', '10.0.0.1');
    recordLoginFailure(db, limits, olena, at(0));
    recordLoginFailure(db, limits, olena, at(120_000));
    expect(db.prepare('SELECT COUNT(*) AS n FROM login_failures').get()).toEqual({ n: 2 });
  });
});
