import { validationMessages as v } from '@vitrina/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { randomUUID } from 'node:crypto';
import { orderCart } from '../../orders/order-cart';
import { CHECKOUT_FIELDS as F } from '../checkout/checkout-fields';
import { checkoutRefusal } from '../checkout/checkout-refusal';
import { chosenCityId, initialCheckoutForm, type CheckoutFormState } from '../checkout/checkout-state';
import { checkoutView } from '../checkout/checkout-totals';
import type { PageContext, PagesDeps } from '../context/page-context';
import { checkoutOptions } from '../data/checkout-options';
import { shopperCartView } from '../data/shopper-cart-view';
import { renderPage } from '../render-page';
import { CheckoutPage } from '../screens/checkout-page';
import { formIdempotencyKey, placeCheckoutOrder } from './checkout-order';
import { requireFormPost } from './form-post';

/**
 * The checkout page for the shopper's cart: a fresh form (the buyer's details, a new key), or
 * `form` as posted. The summary and the total the form posts are the cart priced with the form's
 * promo code and bonuses.
 */
export function checkoutPageResponse(c: Context, deps: PagesDeps, ctx: PageContext, form?: CheckoutFormState, status: ContentfulStatusCode = 200) {
  const { db, settings } = deps;
  const view = shopperCartView(ctx, settings);
  if (!view || view.lines.length === 0) {
    return renderPage(c, <CheckoutPage ctx={ctx} view={undefined} options={undefined} form={undefined} />);
  }
  const state = form ?? initialCheckoutForm(ctx, view);
  const cart = orderCart(db, view.id, { lang: ctx.lang, now: new Date(), bonusMaxShare: settings.bonusMaxShare, user: ctx.viewer });
  const options = checkoutOptions(db, ctx.lang, { lines: cart.lines, corporate: ctx.corporate }, chosenCityId(state.values));
  const priced = checkoutView(db, view, state.values, ctx.viewer?.bonuses ?? 0, settings.bonusMaxShare);
  return renderPage(c, <CheckoutPage ctx={ctx} view={priced} options={options} form={state} />, status);
}

/**
 * POST /checkout, the form without script. "Show the city's departments" comes back with that
 * city's lists; "confirm" places the order (checkout-order.ts) and goes on to its payment or
 * result page (303), or comes back refused (422) with what was typed and every problem on its
 * field, in the page's language.
 */
export async function postCheckout(c: Context, deps: PagesDeps, ctx: PageContext): Promise<Response> {
  const values = await requireFormPost(c);
  const key = formIdempotencyKey(values[F.idempotencyKey]);
  const again = (refusal: Pick<CheckoutFormState, 'errors' | 'alert'>, keep = key) =>
    checkoutPageResponse(c, deps, ctx, { values, ...refusal, key: keep ?? randomUUID() }, 422);

  if (values[F.action] === 'city') return checkoutPageResponse(c, deps, ctx, { values, errors: {}, key: key ?? randomUUID() });
  if (!ctx.cartRow) return checkoutPageResponse(c, deps, ctx);
  if (values[F.privacyConsent] !== '1') return again({ errors: { [F.privacyConsent]: ctx.t(v.privacyConsent) } });
  if (key === undefined) return again({ errors: {}, alert: ctx.t('errors.generic') }, randomUUID());
  try {
    const order = placeCheckoutOrder(c, deps, ctx, ctx.cartRow, values, key);
    return c.redirect(order.redirect_url, 303);
  } catch (error) {
    return again(checkoutRefusal(error, ctx.t, values));
  }
}
