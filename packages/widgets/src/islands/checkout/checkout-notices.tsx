import { cartProducts, type Cart, type PlacedOrder, type ProductId } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';

interface CheckoutNoticesProps {
  readonly cart: Cart;
  readonly giftsRunOut: readonly ProductId[];
  readonly totalChanged: { readonly total: number | null } | null;
  readonly placed: PlacedOrder | null;
  readonly busy: boolean;
  /** Sends the order again with these lines bought without their gift. */
  readonly onWithoutGift: (productIds: readonly ProductId[]) => void;
}

/**
 * What the last submit needs the shopper to act on: the lines whose gifts ran out (buy them
 * without the gift), a total that changed (confirm again), or the placed order on its way out.
 */
export function CheckoutNotices({ cart, giftsRunOut, totalChanged, placed, busy, onWithoutGift }: CheckoutNoticesProps) {
  const { t } = useMessages();
  const titles = new Map(cartProducts(cart).map((line) => [line.id, line.title ?? t('checkout_form.product', { id: line.id })]));
  return (
    <>
      {giftsRunOut.length > 0 && (
        <div className="vitrina-checkout__notice" role="alert" tabIndex={-1}>
          <p>{t('errors.gifts_run_out')}</p>
          <ul>
            {giftsRunOut.map((id) => (
              <li key={id}>{titles.get(id) ?? t('checkout_form.product', { id })}</li>
            ))}
          </ul>
          <button type="button" className="vitrina-button vitrina-button--secondary" aria-disabled={busy || undefined} onClick={() => !busy && onWithoutGift(giftsRunOut)}>
            {t('checkout_form.buy_without_gift')}
          </button>
        </div>
      )}
      {totalChanged && (
        <p className="vitrina-checkout__notice" role="alert" tabIndex={-1}>
          {totalChanged.total === null ? t('errors.generic') : t('checkout_form.total_changed', { total: totalChanged.total })}
        </p>
      )}
      {placed && (
        <p className="vitrina-checkout__notice vitrina-checkout__notice--done" role="status">
          {t('checkout_form.placed', { number: placed.order_id })}
        </p>
      )}
    </>
  );
}
