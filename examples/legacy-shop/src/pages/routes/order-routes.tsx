import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { addToCart } from '../../cart/add-to-cart';
import { ApiError } from '../../http/api-error';
import type { PagesDeps } from '../context/page-context';
import { shopperCartView } from '../data/shopper-cart-view';
import { PAGE_URLS } from '../page-config';
import { renderPage } from '../render-page';
import { CartPage } from '../screens/cart-page';
import { COOKIE_NAMES } from '../widget-attributes';
import { checkoutPageResponse, postCheckout } from './checkout-responses';
import { readFormPost } from './form-post';
import { pageHandler } from './page-handler';

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
}
