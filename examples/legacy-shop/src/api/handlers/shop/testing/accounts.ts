import { randomBytes, randomUUID } from 'node:crypto';
import { issueToken } from '../../../../auth/tokens';
import type { Db } from '../../../../db/open-database';
import type { TestServer } from '../../../../testing/start-test-server';

export interface TestAccount {
  readonly id: number;
  readonly uuid: string;
  readonly email: string;
  readonly token: string;
}

export interface AccountOptions {
  readonly role?: 'corporate' | 'super_corporate' | 'super_admin' | null;
  readonly canSeeDistributors?: boolean;
  readonly phone?: string;
}

/**
 * A signed-in shopper: registered through POST /api/profile/signup when that call is served, else
 * written straight into the database with a token; then given the role and rights asked.
 */
export async function createAccount(server: TestServer, options: AccountOptions = {}): Promise<TestAccount> {
  const email = `shop.${randomUUID().slice(0, 8)}@example.com`;
  const phone = options.phone ?? '+38 050 123 45 67';
  const response = await fetch(`${server.url}/api/profile/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Олена', last_name: 'Тест', email, phone, password: 'секрет-123', lang: 'uk', privacy_policy: true }),
  });
  let token: string;
  if (response.status === 200) token = ((await response.json()) as { data: { token: string } }).data.token;
  else token = insertAccount(server.db, email);

  const { db } = server;
  db.prepare('UPDATE users SET role = ?, can_see_distributors = ?, phone = ? WHERE email = ?').run(
    options.role ?? null,
    options.canSeeDistributors ? 1 : 0,
    phone,
    email,
  );
  const row = db.prepare('SELECT id, uuid FROM users WHERE email = ?').get(email) as { id: number; uuid: string };
  return { id: row.id, uuid: row.uuid, email, token };
}

function insertAccount(db: Db, email: string): string {
  const { lastInsertRowid } = db
    .prepare("INSERT INTO users (uuid, email, first_name, lang, created_at) VALUES (?, ?, 'Олена', 'uk', ?)")
    .run(randomUUID(), email, new Date().toISOString());
  return issueToken(db, Number(lastInsertRowid));
}

export interface TestOrder {
  readonly id: number;
  readonly publicId: string;
}

export interface OrderOptions {
  readonly userId: number | null;
  readonly status: 'paid' | 'cancelled' | 'needs_payment';
  readonly total: number;
  readonly paymentType?: string | null;
  readonly phone?: string | null;
  /** One unit of each product, as the order's lines; none by default. */
  readonly productIds?: readonly number[];
  readonly promoCode?: string | null;
  readonly bonusesSpent?: number;
  /** A credit order's bank (CREDIT_PROVIDER_IDS). */
  readonly creditProviderId?: number | null;
}

export function insertOrder(db: Db, order: OrderOptions): TestOrder {
  const publicId = randomBytes(24).toString('base64url');
  const items = (order.productIds ?? []).map((id) => ({ id, quantity: 1 }));
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (public_id, user_id, kind, status, phone, items, total, payment_type, promo_code, bonuses_spent, credit_provider_id, created_at)
       VALUES (?, ?, 'regular', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      publicId,
      order.userId,
      order.status,
      order.phone ?? null,
      JSON.stringify(items),
      order.total,
      order.paymentType ?? null,
      order.promoCode ?? null,
      order.bonusesSpent ?? 0,
      order.creditProviderId ?? null,
      new Date().toISOString(),
    );
  return { id: Number(lastInsertRowid), publicId };
}
