import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { readSettings } from '../settings';
import { takeAddressAttempt, type AddressAction } from './address-throttle';

const limits = { loginAttemptsPerAddress: 3, signUpsPerAddress: 2, oneClickOrdersPerAddress: 4, addressAttemptWindowMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2024, 0, 1) + ms);

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

const attempts = (action: AddressAction, ip: string, times: number, when = 0) =>
  Array.from({ length: times }, (_, index) => takeAddressAttempt(db, limits, action, ip, at(when + index)));

describe('address throttle', () => {
  it('lets an address have its allowance of each action within the window, then refuses', () => {
    expect(attempts('login', '10.0.0.1', 4)).toEqual([true, true, true, false]);
    expect(attempts('signup', '10.0.0.1', 3)).toEqual([true, true, false]);
    expect(attempts('one-click-order', '10.0.0.1', 5)).toEqual([true, true, true, true, false]);
  });

  it('counts each address on its own', () => {
    attempts('login', '10.0.0.1', 3);
    expect(takeAddressAttempt(db, limits, 'login', '10.0.0.1', at(10))).toBe(false);
    expect(takeAddressAttempt(db, limits, 'login', '10.0.0.2', at(10))).toBe(true);
  });

  it('does not count refused attempts, so the window ends for an address that keeps trying', () => {
    attempts('signup', '10.0.0.1', 2);
    for (let ms = 10; ms < 60_000; ms += 10_000) expect(takeAddressAttempt(db, limits, 'signup', '10.0.0.1', at(ms))).toBe(false);
    expect(db.prepare('SELECT COUNT(*) AS n FROM address_attempts').get()).toEqual({ n: 2 });
    expect(takeAddressAttempt(db, limits, 'signup', '10.0.0.1', at(60_001))).toBe(true);
  });

  it('forgets attempts older than the window', () => {
    attempts('login', '10.0.0.1', 3);
    takeAddressAttempt(db, limits, 'login', '10.0.0.1', at(120_000));
    expect(db.prepare('SELECT COUNT(*) AS n FROM address_attempts').get()).toEqual({ n: 1 });
  });

  it('allows 30 logins and 10 sign-ups per address per 15 minutes by default', () => {
    expect(readSettings({})).toMatchObject({ loginAttemptsPerAddress: 30, signUpsPerAddress: 10, oneClickOrdersPerAddress: 10, addressAttemptWindowMs: 15 * 60 * 1000 });
    expect(readSettings({ ONE_CLICK_ORDERS_PER_ADDRESS: '3' })).toMatchObject({ oneClickOrdersPerAddress: 3 });
    expect(readSettings({ LOGIN_ATTEMPTS_PER_ADDRESS: '500', SIGN_UPS_PER_ADDRESS: '50' })).toMatchObject({ loginAttemptsPerAddress: 500, signUpsPerAddress: 50 });
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => readSettings({ LOGIN_ATTEMPTS_PER_ADDRESS: bad })).toThrow(`LOGIN_ATTEMPTS_PER_ADDRESS must be a positive whole number, got "${bad}"`);
    }
  });
});
