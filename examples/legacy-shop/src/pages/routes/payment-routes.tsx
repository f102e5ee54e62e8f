import type { Hono } from 'hono';
import { payByCard } from '../../api/handlers/shop/payment-links';
import { orderByLink } from '../../api/handlers/shop/payment-orders';
import type { PagesDeps } from '../context/page-context';
import { orderByPaymentLink, viewableOrder } from '../data/orders';
import { renderPage } from '../render-page';
import { OrderPayPage } from '../screens/order-pay-page';
import { OrderResultPage, type OrderResult } from '../screens/order-result-page';
import { readFormPost } from './form-post';
import { pageHandler } from './page-handler';

const RESULTS: readonly OrderResult[] = ['success', 'failure', 'cancelled'];
const ORDER_NUMBER = /^[1-9]\d{0,9}$/;

const payPagePath = (token: string) => `/order/pay/${encodeURIComponent(token)}`;

/** The order's payment page, paying it without script, and the order result page (docs/checkout.md#payment-page). */
export function mountPaymentRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  app.get(
    '/order/result',
    pageHandler(deps, (c, ctx) => {
      const status = c.req.query('status') as OrderResult;
      if (!RESULTS.includes(status)) return c.notFound();
      const order = c.req.query('order');
      const orderNumber = order && ORDER_NUMBER.test(order) ? Number(order) : undefined;
      const viewable = orderNumber === undefined ? undefined : viewableOrder(db, orderNumber, ctx.viewer, c.req.query('link'), ctx.lang);
      return renderPage(c, <OrderResultPage ctx={ctx} status={status} orderNumber={orderNumber} viewable={viewable} />);
    }),
  );

  app.get(
    '/order/pay/:token',
    pageHandler(deps, (c, ctx) => {
      const token = c.req.param('token') ?? '';
      const order = orderByPaymentLink(db, token, ctx.lang);
      if (!order) return c.notFound();
      return renderPage(c, <OrderPayPage ctx={ctx} order={order} token={token} />);
    }),
  );

  // Paying without script: a session with the card-payment provider, then its page. An order that
  // no longer needs payment (paid in another tab, say) shows its payment page again.
  app.post('/order/pay/:token', async (c) => {
    const token = c.req.param('token');
    const form = await readFormPost(c);
    if (!form) return c.redirect(payPagePath(token), 303);
    const target = db.transaction(() => {
      const order = orderByLink(db, token);
      if (!order) return undefined;
      return order.status === 'needs_payment' ? payByCard(db, order, token, new Date()) : payPagePath(token);
    })();
    return target === undefined ? c.notFound() : c.redirect(target, 303);
  });

  // Payment links made by the shop API point at /payment/{link}.
  app.get('/payment/:link', (c) => c.redirect(payPagePath(c.req.param('link')), 301));
}
