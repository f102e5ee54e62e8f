import type { Context, Hono } from 'hono';
import { oneClickOrder } from '../../api/handlers/cart/one-click-order';
import { preorder } from '../../api/handlers/shop/preorder';
import { notificationForProduct } from '../../api/handlers/shop/product-reminder';
import type { OrderFormName } from '../components/order-form-state';
import type { PageContext, PagesDeps } from '../context/page-context';
import { viewedBefore } from '../context/viewed-cookie';
import { productUrl } from '../data/categories';
import { productDetails, productSlugById, type ProductDetails } from '../data/product-details';
import { FORM_ACTIONS } from '../form-actions';
import { formErrors, runHandler, viewerSession } from './account-calls';
import { endpointInput, formProductId } from './endpoint-input';
import { requireFormPost } from './form-post';
import { pageHandler } from './page-handler';
import { productPageResponse } from './product-page-response';

/** The product a posted form names, as its page shows it to this viewer; undefined when there is none. */
function postedProduct(deps: PagesDeps, ctx: PageContext, form: Readonly<Record<string, string>>): ProductDetails | undefined {
  const id = formProductId(form.product_id);
  const slug = id === undefined ? undefined : productSlugById(deps.db, id);
  return slug === undefined ? undefined : productDetails(deps.db, slug, ctx.lang, ctx.corporate);
}

/** The product page again, with the refused form, what was typed and why; an unexpected error is rethrown. */
function refused(c: Context, deps: PagesDeps, ctx: PageContext, product: ProductDetails, name: OrderFormName, values: Record<string, string>, error: unknown) {
  const posted = { name, values, errors: formErrors(error, ctx.t) };
  return productPageResponse(c, deps, ctx, product, viewedBefore(c, product.card.id), { posted }, 422);
}

interface OrderFormRoute {
  readonly action: string;
  readonly name: OrderFormName;
  /** The form's fields, kept to show again when the form is refused. */
  readonly fields: readonly string[];
  /** Pre-orders are a signed-in user's: a guest logs in first and comes back to the product's form. */
  readonly signedIn?: boolean;
  /** Runs the shop API's handler on the product and the fields; answers where to go next. */
  readonly send: (c: Context, deps: PagesDeps, ctx: PageContext, product: ProductDetails, values: Record<string, string>) => string;
}

const orderFormRoutes: readonly OrderFormRoute[] = [
  {
    action: FORM_ACTIONS.oneClickOrder,
    name: 'fast',
    fields: ['phone'],
    send(c, deps, ctx, product, values) {
      const input = endpointInput('oneClickOrder', { product_id: product.card.id, ...values });
      const answer = runHandler(c, deps, ctx.lang, oneClickOrder, input, viewerSession(c, ctx));
      return `/order/result?status=success&order=${answer.data.order_id}`;
    },
  },
  {
    action: FORM_ACTIONS.preorder,
    name: 'preorder',
    fields: ['name', 'phone', 'email'],
    signedIn: true,
    send(c, deps, ctx, product, values) {
      const input = endpointInput('preorder', { product_id: product.card.id, ...values });
      runHandler(c, deps, ctx.lang, preorder, input, viewerSession(c, ctx));
      return `${productUrl(product.card.slug)}#order`;
    },
  },
  {
    action: FORM_ACTIONS.reminder,
    name: 'reminder',
    fields: ['email'],
    send(c, deps, ctx, product, values) {
      const input = endpointInput('notificationForProduct', { product_id: product.card.id, ...values });
      runHandler(c, deps, ctx.lang, notificationForProduct, input, viewerSession(c, ctx));
      return `${productUrl(product.card.slug)}?reminder=sent#order`;
    },
  },
];

/**
 * The product page's one-click order, pre-order and reminder forms without script. Each runs the
 * shop API's own handler on the form, checked with the same request schema, and answers with a page.
 */
export function mountProductOrderRoutes(app: Hono, deps: PagesDeps): void {
  for (const route of orderFormRoutes) {
    app.post(
      route.action,
      pageHandler(deps, async (c, ctx) => {
        const form = await requireFormPost(c);
        const product = postedProduct(deps, ctx, form);
        if (!product) return c.notFound();
        if (route.signedIn && !ctx.viewer) {
          return c.redirect(`/login?next=${encodeURIComponent(`${productUrl(product.card.slug)}#order`)}`, 303);
        }
        const values = Object.fromEntries(route.fields.map((field) => [field, form[field] ?? '']));
        try {
          return c.redirect(route.send(c, deps, ctx, product, values), 303);
        } catch (error) {
          return refused(c, deps, ctx, product, route.name, values, error);
        }
      }),
    );
  }
}
