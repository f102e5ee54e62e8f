import { ordersOfUser, userOrders } from '../../../pages/data/orders';
import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';

/**
 * The caller's orders, newest first, in the request's language, with the payment page of each
 * one that needs payment (its public id is its payment link, for its owner only).
 */
export const meOrders: ApiHandler<'meOrders'> = ({ db, user, lang }) => ({
  success: true,
  data: userOrders(ordersOfUser(db, signedInUser(user).id, lang)),
});
