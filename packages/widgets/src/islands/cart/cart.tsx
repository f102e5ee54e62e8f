import { useSignals } from '@preact/signals-react/runtime';
import type { Cart as CartAnswer } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { CartBonuses } from './cart-bonuses';
import { CartCodes } from './cart-codes';
import { CartLine } from './cart-line';
import { CartNoticesProvider } from './cart-notices';
import type { CartProps } from './cart-props';
import { CartEmpty, CartLoadFailed, CartSkeleton } from './cart-states';
import { CartSummary } from './cart-summary';
import { hasLines, lineGroups } from './cart-view';
import { useFirstCart } from './use-first-cart';

/**
 * The cart page (docs/cart.md#cart-page): the lines by supplier, the codes, bonuses and totals,
 * all as the cart service holds them (`services.cart.current`), so another tab's change shows up
 * here too. A skeleton stands until the shopper's cart is known. Class names: cart.css.
 */
export function Cart({ checkoutUrl, continueUrl }: CartProps) {
  useSignals();
  const { services } = useVitrina();
  const first = useFirstCart();
  const cart = services.cart.current.value;
  const loading = first.status === 'loading';
  return (
    <CartNoticesProvider>
      <div className="vitrina-cart" aria-busy={loading}>
        {loading ? (
          <CartSkeleton />
        ) : hasLines(cart) ? (
          <CartContent cart={cart} checkoutUrl={checkoutUrl} />
        ) : first.status === 'failed' ? (
          <CartLoadFailed retry={first.retry} />
        ) : (
          <CartEmpty continueUrl={continueUrl} />
        )}
      </div>
    </CartNoticesProvider>
  );
}

function CartContent({ cart, checkoutUrl }: { readonly cart: CartAnswer; readonly checkoutUrl: string }) {
  const { t } = useMessages();
  const linesId = useId();
  const summaryId = useId();
  const groups = lineGroups(cart);
  // A heading per group only when there is something to tell them apart by.
  const headed = groups.length > 1 || groups.some((group) => group.title !== undefined);
  return (
    <>
      <section className="vitrina-cart__lines" aria-labelledby={linesId}>
        <h2 id={linesId} className="vitrina-visually-hidden">
          {t('checkout.summary.products')}
        </h2>
        {groups.map((group, index) => (
          <div key={group.key} className="vitrina-cart__group">
            {headed && (
              <h3 className="vitrina-cart__group-title">
                {group.title === undefined ? t('cart_page.shipment', { number: index + 1 }) : t('cart.supplier', { name: group.title })}
              </h3>
            )}
            <ul className="vitrina-cart__group-lines">
              {group.lines.map((line) => (
                <CartLine key={line.id} line={line} headingLevel={headed ? 4 : 3} />
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section className="vitrina-cart__aside" aria-labelledby={summaryId}>
        <h2 id={summaryId} className="vitrina-cart__aside-title">
          {t('checkout.summary.title')}
        </h2>
        <CartCodes applied={cart.promocode} />
        <CartBonuses cart={cart} />
        <CartSummary cart={cart} checkoutUrl={checkoutUrl} />
      </section>
    </>
  );
}
