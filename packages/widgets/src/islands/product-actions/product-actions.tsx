import { useSignals } from '@preact/signals-react/runtime';
import { primaryButton, showOneClick } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';
import { BuyButton } from './buy-button';
import { ListToggle } from './list-toggle';
import { PreorderButton } from './preorder-button';
import type { ProductActionsProps } from './product-actions-props';
import { RemindButton } from './remind-button';
import { useMessages } from '../../i18n/use-messages';

/**
 * A product card's actions (docs/catalogue.md#action-buttons): one of buy / pre-order / remind-me, the favourites and
 * compare toggles, and the one-click link. Class names and custom properties: product-actions.css.
 */
export function ProductActions({ productId, toCart, preOrder, notify, inCart, oneClick, tooltipActive, tooltipInactive }: ProductActionsProps) {
  useSignals();
  const { state, services } = useVitrina();
  const { t } = useMessages();
  // Texts follow the language; reading it here re-renders them when it changes.
  void state.lang.value;
  const buttons = { to_cart: toCart, preorder: preOrder, notify_about_availability: notify };
  const primary = primaryButton(buttons);
  // The page knows whether it is the compare page (`oneClick` is off there); the role can change
  // after the page was rendered, so it is checked again here.
  const withOneClick = oneClick && primary === 'buy' && showOneClick({ buttons, corporate: state.isCorporate.value, onComparePage: false });

  return (
    <div className="vitrina-actions">
      <div className="vitrina-actions__main">
        {primary === 'buy' && <BuyButton productId={productId} pageInCart={inCart} />}
        {primary === 'preorder' && <PreorderButton productId={productId} />}
        {primary === 'notify' && <RemindButton productId={productId} />}
        <ListToggle list="favorites" productId={productId} activeLabel={tooltipActive} inactiveLabel={tooltipInactive} />
        <ListToggle
          list="compares"
          productId={productId}
          activeLabel={t('product.compare.active')}
          inactiveLabel={t('product.compare.inactive')}
        />
      </div>
      {withOneClick && (
        <button className="vitrina-link-button vitrina-actions__one-click" type="button" onClick={() => services.ui.openModal('one-click', productId)}>
          {t('product.one_click')}
        </button>
      )}
    </div>
  );
}
