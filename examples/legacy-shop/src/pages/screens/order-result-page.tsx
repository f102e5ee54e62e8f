import { formatPrice } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import type { ViewableOrder } from '../data/orders';
import { supportPhone } from '../data/support-phone';
import { Document } from '../layout/document';

export type OrderResult = 'success' | 'failure' | 'cancelled';

export interface OrderResultProps {
  readonly ctx: PageContext;
  readonly status: OrderResult;
  /** The number the address names; shown as given, it tells nothing about an order. */
  readonly orderNumber: number | undefined;
  /** That order, when the viewer owns it or holds its payment link. */
  readonly viewable: ViewableOrder | undefined;
}

/**
 * What became of an order just placed or paid: success, failure or cancelled. The order's status,
 * amount and payment page show only to a viewer who may see the order (docs/checkout.md#order-result).
 */
export function OrderResultPage({ ctx, status, orderNumber, viewable }: OrderResultProps) {
  const { t, lang } = ctx;
  const { title, text } = resultTexts(ctx, status, orderNumber, viewable);
  const order = viewable?.order;
  return (
    <Document ctx={ctx} page="order-result" title={title}>
      <section className={`result result--${status}`} aria-labelledby="result-title">
        <h1 id="result-title" className="page-title">
          {title}
        </h1>
        <p>{text}</p>
        {order && (
          <dl className="order-facts">
            <dt>{t('payment_page.order')}</dt>
            <dd>№{order.id}</dd>
            <dt>{t('payment_page.status')}</dt>
            <dd>
              <span className={`status-badge status-badge--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
            </dd>
            <dt>{order.status === 'needs_payment' ? t('payment_page.amount') : t('payment_page.total')}</dt>
            <dd>{formatPrice(order.total, lang)}</dd>
          </dl>
        )}
        {status === 'failure' && <p>{t('errors.confirm_call_if_not_contacted', { supportPhone: supportPhone(ctx.db, lang) })}</p>}
        <p className="result-actions">
          {viewable && status !== 'success' && (
            <a className="button button--primary" href={`/order/pay/${encodeURIComponent(viewable.payLink)}`}>
              {viewable.order.status === 'needs_payment' ? t('payment_page.result.retry') : t('payment_page.result.order_page')}
            </a>
          )}
          {!viewable && status !== 'success' && (
            <a className="button button--primary" href="/cart">
              {t('cart.title')}
            </a>
          )}
          <a className={status === 'success' ? 'button button--primary' : 'button button--ghost'} href="/">
            {t('general.to_home')}
          </a>
        </p>
      </section>
    </Document>
  );
}

function resultTexts({ t }: PageContext, status: OrderResult, number: number | undefined, viewable: ViewableOrder | undefined) {
  if (status === 'success') {
    const paid = viewable?.order.status === 'paid';
    return {
      title: t('checkout.result.success_title'),
      text:
        number === undefined
          ? t('pages.orders.result_success_text')
          : paid
            ? t('payment_page.result.success_text', { number })
            : t('checkout.result.success_text', { number }),
    };
  }
  if (status === 'failure') {
    return number === undefined
      ? { title: t('checkout.result.failure_title'), text: t('checkout.result.failure_text') }
      : { title: t('payment_page.result.failure_title'), text: t('payment_page.result.failure_text', { number }) };
  }
  return number === undefined
    ? { title: t('checkout.result.cancelled_title'), text: t('pages.orders.result_cancelled_text') }
    : { title: t('payment_page.result.cancelled_title'), text: t('payment_page.result.cancelled_text', { number }) };
}
