import { formatPrice } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import type { OrderView } from '../data/orders';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

/**
 * An order by its payment link (docs/checkout.md#payment-page): its number, status and amount, and
 * while it needs payment a form that pays it by card through the payment provider. The
 * `order-payment` island takes the status block over: it follows the status, pays through the API
 * and waits for an instalment bank's approval.
 */
export function OrderPayPage({ ctx, order, token }: { ctx: PageContext; order: OrderView; token: string }) {
  const { t, lang } = ctx;
  return (
    <Document ctx={ctx} page="order-pay" title={t('pages.orders.pay_title')}>
      <h1 className="page-title">{t('orders.number', { number: order.id })}</h1>
      <div className={`order-status order-status--${order.status}`} {...widgetAttrs('order-payment', { paymentToken: token })}>
        <OrderStatusView ctx={ctx} order={order} token={token} />
      </div>
      {order.items.length > 0 && (
        <table className="order-items">
          <caption>{t('pages.orders.items')}</caption>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index}>
                <th scope="row">{item.title}</th>
                <td>× {item.quantity}</td>
                <td>{formatPrice(item.unitPrice * item.quantity, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Document>
  );
}

/** The status block as the server renders it: what a shopper without script sees and uses. */
function OrderStatusView({ ctx, order, token }: { ctx: PageContext; order: OrderView; token: string }) {
  const { t, lang } = ctx;
  const statusText = t(`payment_page.${order.status}_text`);
  return (
    <>
      <dl className="order-facts">
        <dt>{t('payment_page.order')}</dt>
        <dd>№{order.id}</dd>
        <dt>{t('payment_page.status')}</dt>
        <dd>
          <span className="status-badge">{t(`orders.status.${order.status}`)}</span>
        </dd>
        <dt>{order.status === 'needs_payment' ? t('payment_page.amount') : t('payment_page.total')}</dt>
        <dd className="order-amount">
          <strong>{formatPrice(order.total, lang)}</strong>
        </dd>
      </dl>
      <p>{statusText}</p>
      {order.status === 'needs_payment' && (
        <form method="post" action={`/order/pay/${encodeURIComponent(token)}`}>
          <button className="button button--primary" type="submit">
            {t('payment_page.pay')}
          </button>
        </form>
      )}
    </>
  );
}
