import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useIslandHost } from '../../ui/island-host';
import { LoginForm } from '../../ui/sign-in/login-form';
import { useVitrina } from '../../vitrina-context';
import { BuyButton } from '../product-actions/buy-button';
import { PreorderButton } from '../product-actions/preorder-button';
import { RemindButton } from '../product-actions/remind-button';
import { FastOrderForm } from './fast-order-form';
import type { OrderTypeProps } from './order-type-props';
import { PanelTabs, type PanelTab } from './panel-tabs';

type Tab = 'new' | 'registered' | 'login' | 'fast';

/**
 * The product page's order panel (docs/checkout.md#order-types): a product that can be bought is
 * ordered as a new customer or a registered one (to the cart), after logging in here, or as a fast
 * order by phone — one tab each, the login tab for a guest only and the fast order where the page
 * offers it and the viewer is not corporate. A product that cannot be bought yet offers its
 * pre-order or reminder (the modals the product's buttons open).
 */
export function OrderPanel({ productId, orderType, oneClick }: OrderTypeProps) {
  useSignals();
  const { state } = useVitrina();
  const { t } = useMessages();
  const headingId = useId();
  const [ref, host] = useIslandHost<HTMLHeadingElement>('order-type');
  const loggedIn = state.isLoggedIn.value;
  const fast = oneClick && !state.isCorporate.value;
  const [tab, setTab] = useState<Tab>('new');
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  const tabs = useRef(new Map<Tab, HTMLButtonElement | null>());

  // The section is named by the page's own heading, which the widget replaces with this one.
  useLayoutEffect(() => {
    host?.setAttribute('aria-labelledby', headingId);
  }, [host, headingId]);

  const title = orderType === 'preorder' ? t('modals.pre_order.title') : orderType === 'notify' ? t('modals.remind.title') : t('order_panel.title');
  const heading = (
    <h2 ref={ref} id={headingId} className="section-title">
      {title}
    </h2>
  );
  if (orderType !== 'buy') {
    return (
      <>
        {heading}
        <p>{orderType === 'preorder' ? t('modals.pre_order.text') : t('modals.remind.text')}</p>
        {orderType === 'preorder' ? <PreorderButton productId={productId} /> : <RemindButton productId={productId} />}
      </>
    );
  }

  const onLoggedIn = () => {
    setJustLoggedIn(true);
    setTab('registered');
    // The login tab is gone with its form: the focus goes to the tab that now applies.
    queueMicrotask(() => tabs.current.get('registered')?.focus());
  };
  const shown: readonly PanelTab<Tab>[] = [
    {
      value: 'new',
      label: t('checkout.order_type.new_customer'),
      panel: (
        <>
          <p>{t('order_panel.new_customer_text')}</p>
          <BuyButton productId={productId} />
        </>
      ),
    },
    {
      value: 'registered',
      label: t('checkout.order_type.registered'),
      panel: loggedIn ? (
        <>
          {justLoggedIn && <p role="status">{t('order_panel.logged_in')}</p>}
          <p>{t('order_panel.registered_text')}</p>
          <BuyButton productId={productId} />
        </>
      ) : (
        <>
          <p>{t('order_panel.registered_login')}</p>
          <button className="vitrina-button vitrina-button--secondary" type="button" onClick={() => choose('login', true)}>
            {t('header.login')}
          </button>
        </>
      ),
    },
    ...(loggedIn ? [] : [{ value: 'login' as const, label: t('checkout.order_type.login'), panel: <LoginForm host="dialog" onLoggedIn={onLoggedIn} /> }]),
    ...(fast ? [{ value: 'fast' as const, label: t('checkout.order_type.fast'), panel: <FastOrderForm productId={productId} /> }] : []),
  ];
  const current = shown.some((item) => item.value === tab) ? tab : 'new';

  function choose(next: Tab, focus = false): void {
    setTab(next);
    if (focus) queueMicrotask(() => tabs.current.get(next)?.focus());
  }

  return (
    <div className="vitrina-order-panel">
      {heading}
      <PanelTabs label={t('order_panel.tabs')} tabs={shown} value={current} onChange={(next) => choose(next)} tabRef={(value, element) => tabs.current.set(value, element)} />
    </div>
  );
}
