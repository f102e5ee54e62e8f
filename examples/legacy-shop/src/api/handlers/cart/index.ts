import type { ApiHandlers } from '../../handler';
import { addToCart, createReactCart, updateReactCart } from './add-to-cart';
import { applyBonuses, removeBonuses } from './bonuses';
import { cartWithParams, changeQuantity, deleteCartById, deleteProductFromCart } from './cart-lines';
import { getCart, getCartByUserId } from './get-cart';
import { mergeCarts } from './merge-carts';
import { oneClickOrder } from './one-click-order';
import { applyPromocode, getPromocode, removePromocode } from './promo-code';
import { cartWithoutGift } from './without-gift';

/** The cart calls of the registry, and the shop calls that act on carts (one-click order, promo check). */
export const cartHandlers: Partial<ApiHandlers> = {
  getCart,
  GetReactCartByUserId: getCartByUserId,
  CreateReactCart: createReactCart,
  UpdateReactCart: updateReactCart,
  MergeReactCarts: mergeCarts,
  DeleteProductFromReactCart: deleteProductFromCart,
  cartChangeQuantity: changeQuantity,
  cartDeleteByCartId: deleteCartById,
  cartWithParams,
  addToCart,
  cartWithoutGift,
  cartPromocodeApply: applyPromocode,
  cartPromocodeRemove: removePromocode,
  cartBonusesApply: applyBonuses,
  cartBonusesRemove: removeBonuses,
  oneClickOrder,
  getPromocode,
};
