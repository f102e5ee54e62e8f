import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCorporateUser } from '@vitrina/core';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { me } from './me';
import { call, insertProducts, ok, signUpAccount, userIdOf } from './profile-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function meOf(token: string) {
  const answer = ok(await call(server, 'me', { token }));
  if (!answer.success) throw new Error('me refused the token');
  return answer.data;
}

describe('me', () => {
  it('builds the user from the database: cart, pre-orders, role, birthday, handedness, language', async () => {
    const account = await signUpAccount(server);
    const userId = userIdOf(server.db, account.email);
    const { productIds } = insertProducts(server.db, 3);
    const [p1, p2, p3] = productIds as [number, number, number];
    const now = new Date().toISOString();

    server.db
      .prepare("INSERT INTO carts (id, user_id, created_at, updated_at) VALUES ('old-cart', ?, '2020-01-01', '2020-01-01')")
      .run(userId);
    server.db.prepare('INSERT INTO carts (id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)').run('cart-of-user', userId, now, now);
    const line = server.db.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, position) VALUES (?, ?, ?, ?)');
    line.run('old-cart', p3, 1, 0);
    line.run('cart-of-user', p2, 2, 0);
    line.run('cart-of-user', p1, 1, 1);
    server.db.prepare('INSERT INTO preorders (user_id, product_id, created_at) VALUES (?, ?, ?)').run(userId, p3, now);
    server.db
      .prepare(
        `UPDATE users SET role = 'super_corporate', birthday = '1991-03-14', handedness = 'left',
         can_see_distributors = 1, is_extended_filter = 1, lang = 'ru' WHERE id = ?`,
      )
      .run(userId);

    const user = await meOf(account.token);
    expect(user).toMatchObject({
      cart_id: 'cart-of-user',
      cart: [p2, p1],
      cart_count: 3,
      preorders: [p3],
      role: { slug: 'super_corporate' },
      is_corporate: true,
      birthday: { day: 14, month: 3, year: 1991 },
      handedness: 'left',
      is_user_can_see_distributors: true,
      is_extended_filter: true,
      lang: { code: 'ru' },
    });
    expect(isCorporateUser(user)).toBe(true);
  });

  it('shows nobody else’s cart, pre-orders or role', async () => {
    const owner = await signUpAccount(server);
    const stranger = await signUpAccount(server);
    const { productIds } = insertProducts(server.db, 1);
    const ownerId = userIdOf(server.db, owner.email);
    const now = new Date().toISOString();
    server.db.prepare('INSERT INTO carts (id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)').run('owners-cart', ownerId, now, now);
    server.db.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, position) VALUES (?, ?, 1, 0)').run('owners-cart', productIds[0]);
    server.db.prepare('INSERT INTO preorders (user_id, product_id, created_at) VALUES (?, ?, ?)').run(ownerId, productIds[0], now);
    server.db.prepare("UPDATE users SET role = 'corporate' WHERE id = ?").run(ownerId);

    expect(await meOf(stranger.token)).toMatchObject({ cart: [], cart_id: null, cart_count: 0, preorders: [], role: null, is_corporate: false });
    expect(await meOf(owner.token)).toMatchObject({ cart: productIds, cart_id: 'owners-cart', is_corporate: true });
  });

  it('answers { success: false } when it is given no user', () => {
    expect(me({ db: server.db, user: undefined } as Parameters<typeof me>[0])).toEqual({ success: false });
  });

  it('answers a request without a token or with a forged one as logged out', async () => {
    for (const answer of [await call(server, 'me'), await call(server, 'me', { token: 'A'.repeat(43) })]) {
      expect(answer.status).toBe(200);
      expect(ok(answer)).toEqual({ success: false });
    }
  });
});

describe('the server log', () => {
  it('holds no contract breaches', () => {
    expect(server.logged).toEqual([]);
  });
});
