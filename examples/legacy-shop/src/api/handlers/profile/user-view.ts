import { isCorporateRole, type User } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import type { UserRow } from '../../../db/rows';
import { listProductIds } from './product-lists';

interface UserCart {
  readonly id: string;
  readonly productIds: number[];
  /** Units of goods, as the cart API counts them (services aside). */
  readonly count: number;
}

/** The user's stored cart (the most recently changed one, as the cart API picks it), ids in cart order. */
function userCart(db: Db, userId: number): UserCart | undefined {
  const cart = db.prepare('SELECT id FROM carts WHERE user_id = ? ORDER BY updated_at DESC, created_at DESC LIMIT 1').get(userId) as
    | { id: string }
    | undefined;
  if (!cart) return undefined;
  const items = db.prepare('SELECT product_id, quantity FROM cart_items WHERE cart_id = ? ORDER BY position, rowid').all(cart.id) as {
    product_id: number;
    quantity: number;
  }[];
  return {
    id: cart.id,
    productIds: items.map((item) => item.product_id),
    count: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

function preorderIds(db: Db, userId: number): number[] {
  const rows = db.prepare('SELECT product_id FROM preorders WHERE user_id = ? ORDER BY id').all(userId) as { product_id: number }[];
  return rows.map((row) => row.product_id);
}

/** 'YYYY-MM-DD' as day, month and year; anything else is no birthday. */
export function splitBirthday(value: string | null): User['birthday'] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { day, month, year };
}

/** The signed-in user as the login check answers (the core's userSchema), built from the database. */
export function userView(db: Db, row: UserRow): User {
  const cart = userCart(db, row.id);
  return {
    uuid: row.uuid,
    lang: { code: row.lang === 'ru' ? 'ru' : 'uk' },
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    birthday: splitBirthday(row.birthday),
    role: row.role ? { slug: row.role } : null,
    handedness: row.handedness === 'left' || row.handedness === 'right' ? row.handedness : null,
    is_user_can_see_distributors: row.can_see_distributors === 1 || row.role === 'super_admin',
    cart: cart?.productIds ?? [],
    cart_count: cart?.count ?? 0,
    cart_id: cart?.id ?? null,
    favorites: listProductIds(db, 'favorites', row),
    compares: listProductIds(db, 'compares', row),
    preorders: preorderIds(db, row.id),
    bonuses_count: row.bonuses,
    available_bonuses: row.bonuses,
    is_extended_filter: row.is_extended_filter === 1,
    is_corporate: isCorporateRole(row.role),
  };
}
