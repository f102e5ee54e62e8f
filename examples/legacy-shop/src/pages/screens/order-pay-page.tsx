import { formatPrice } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { supportPhone } from '../data/support-phone';
import type { OrderView } from '../data/orders';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

/** An order by its payment link: paid, cancelled, or needs payment (marked for an order-payment island not built yet). */
export function OrderPayPage({ ctx, order, token }: { ctx: PageContext; order: OrderView; token: string }) {
  const { t, lang } = ctx;
  const statusText =
    order.status === 'paid' ? t('pages.orders.paid_text') : order.status === 'cancelled' ? t('pages.orders.cancelled_text') : t('pages.orders.needs_payment_text');
  return (
    <Document ctx={ctx} page="order-pay" title={t('pages.orders.pay_title')}>
      <h1 className="page-title">{t('orders.number', { number: order.id })}</h1>
      <section className={`order-status order-status--${order.status}`} aria-labelledby="order-status-title">
        <h2 id="order-status-title" className="subsection-title">
          {t('pages.orders.status')}: <span className="status-badge">{t(`orders.status.${order.status}`)}</span>
        </h2>
        <p>{statusText}</p>
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
        <p className="order-amount">
          {order.status === 'needs_payment' ? t('pages.orders.amount') : t('pages.orders.total')}: <strong>{formatPrice(order.total, lang)}</strong>
        </p>
        {order.status === 'needs_payment' && (
          <div className="order-payment" {...widgetAttrs('order-payment', { paymentToken: token })}>
            <p className="hint">{t('pages.orders.pay_no_script', { phone: supportPhone(ctx.db, ctx.lang) })}</p>
          </div>
        )}
      </section>
    </Document>
  );
}
