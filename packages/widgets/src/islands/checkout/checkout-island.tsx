import { useSignals } from '@preact/signals-react/runtime';
import { cartProducts } from '@vitrina/core';
import { useCallback, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useShopFormFields, type ShopFormFields } from '../../ui/forms/shop-form-fields';
import { useVitrina } from '../../vitrina-context';
import { CheckoutForm } from './checkout-form';
import type { CheckoutProps } from './checkout-props';
import { initialValues } from './initial-values';
import { useCartReload } from './use-cart-reload';
import { useDraft } from './use-draft';

/**
 * The `checkout` island (docs/checkout.md#the-checkout-island): takes over the checkout page's
 * form once the cart is read again and the tab's draft is known; until then it says it is loading,
 * and a cart that could not be read can be read again.
 */
export function CheckoutIsland({ cartId: pageCartId, stores, cityTitle }: CheckoutProps) {
  useSignals();
  const { services, state, config } = useVitrina();
  const { t } = useMessages();
  const reload = useCartReload();
  const current = services.cart.current.value;
  // Once shown, the form keeps the last cart with lines: the order it placed empties the cart
  // while the page is being left.
  const [kept, setKept] = useState(current);
  if (cartProducts(current).length > 0 && current !== kept) setKept(current);
  const cart = cartProducts(current).length > 0 ? current : kept;
  const hasLines = cartProducts(cart).length > 0;
  const draft = useDraft(hasLines ? (cart?.cart_id ?? pageCartId) : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<ShopFormFields | null>(null);
  useShopFormFields('island', rootRef, useCallback((fields: ShopFormFields) => setTyped(fields), []));

  if (hasLines && cart && draft !== undefined) {
    return (
      <CheckoutForm
        cart={cart}
        stores={stores}
        corporate={state.isCorporate.value}
        initial={() => initialValues({ cityTitle, draft, typed, user: services.auth.user.peek() })}
      />
    );
  }
  return (
    <div ref={rootRef} className="vitrina-checkout vitrina-checkout--state">
      {reload.status === 'failed' && !hasLines ? (
        <div role="alert">
          <p className="vitrina-dialog__error">{t('errors.data_loading')}</p>
          <button type="button" className="vitrina-button vitrina-button--secondary" onClick={reload.retry}>
            {t('general.retry')}
          </button>
        </div>
      ) : reload.status === 'done' && !hasLines ? (
        <p>
          {t('cart.empty')} <a href={config.pages.cart}>{t('cart.title')}</a>
        </p>
      ) : (
        <p role="status">{t('general.loading')}</p>
      )}
    </div>
  );
}
