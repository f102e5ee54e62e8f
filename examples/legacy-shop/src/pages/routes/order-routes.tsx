import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { addToCart } from '../../cart/add-to-cart';
import { ApiError } from '../../http/api-error';
import type { PagesDeps } from '../context/page-context';
import { orderByPaymentLink } from '../data/orders';
import { shopperCartView } from '../data/shopper-cart-view';
import { PAGE_URLS } from '../page-config';
import { renderPage } from '../render-page';
import { CartPage } from '../screens/cart-page';
import { OrderPayPage } from '../screens/order-pay-page';
import { OrderResultPage, type OrderResult } from '../screens/order-result-page';
import { COOKIE_NAMES } from '../widget-attributes';
import { checkoutPageResponse, postCheckout } from './checkout-responses';
import { readFormPost } from './form-post';
import { pageHandler } from './page-handler';

const RESULTS: readonly OrderResult[] = ['success', 'failure', 'cancelled'];
const CART_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;

export function mountOrderRoutes(app: Hono, deps: PagesDeps): void {
  const { db, settings } = deps;

  app.get(
    '/cart',
    pageHandler(deps, (c, ctx) => renderPage(c, <CartPage ctx={ctx} view={shopperCartView(ctx, settings)} />)),
  );

  // The buy button without the widgets: one unit into the shopper's cart, then the cart page.
  app.post(
    '/cart',
    pageHandler(deps, async (c, ctx) => {
      const form = await readFormPost(c);
      const productId = Number(form?.product_id);
      if (!form || !Number.isSafeInteger(productId) || productId <= 0) return c.redirect(PAGE_URLS.cart, 303);
      try {
        const cartId = db.transaction(() =>
          addToCart(db, { cart: ctx.cartRow, user: ctx.viewer, productId, withoutGift: false, now: new Date() }),
        )();
        if (!ctx.viewer) setCookie(c, COOKIE_NAMES.cart, cartId, { path: '/', maxAge: CART_COOKIE_MAX_AGE, sameSite: 'Lax' });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
      }
      return c.redirect(PAGE_URLS.cart, 303);
    }),
  );

  app.get(
    '/checkout',
    pageHandler(deps, (c, ctx) => checkoutPageResponse(c, deps, ctx)),
  );

  app.post(
    '/checkout',
    pageHandler(deps, (c, ctx) => postCheckout(c, deps, ctx)),
  );

  app.get(
    '/order/result',
    pageHandler(deps, (c, ctx) => {
      const status = c.req.query('status') as OrderResult;
      if (!RESULTS.includes(status)) return c.notFound();
      const order = c.req.query('order');
      const orderNumber = order && /^[1-9]\d{0,9}$/.test(order) ? Number(order) : undefined;
      return renderPage(c, <OrderResultPage ctx={ctx} status={status} orderNumber={orderNumber} />);
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

  // Payment links made by the shop API point at /payment/{link}.
  app.get('/payment/:link', (c) => c.redirect(`/order/pay/${encodeURIComponent(c.req.param('link'))}`, 301));
}
