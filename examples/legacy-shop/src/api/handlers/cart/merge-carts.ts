import { findOwnedCart } from '../../../cart/cart-ownership';
import { mergeGuestCart } from '../../../cart/merge-carts';
import { forbidden } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { changedCartAnswer } from './cart-answer';

/** On login: the guest cart in the path joins the token user's cart (cart/merge-carts.ts). */
export const mergeCarts: ApiHandler<'MergeReactCarts'> = (context) => {
  const { db, input, params, now } = context;
  const user = context.user!;
  if (input.user_id !== user.uuid) throw forbidden('user_id is not the token’s user');
  const guest = findOwnedCart(db, params.cartId ?? '', user);
  return changedCartAnswer(context, mergeGuestCart(db, guest, user, now));
};
