import { randomBytes } from 'node:crypto';

/** 144 random bits: a guest's cart is reachable by its id alone, so the id must not be guessable. */
const CART_ID_BYTES = 18;

const CART_ID_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export function newCartId(): string {
  return randomBytes(CART_ID_BYTES).toString('base64url');
}

/** Ids that cannot be a cart's are refused without asking the database. */
export function looksLikeCartId(value: string): boolean {
  return CART_ID_SHAPE.test(value);
}
