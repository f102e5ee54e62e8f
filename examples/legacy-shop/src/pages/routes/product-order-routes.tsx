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

/**
 * The product page's one-click order, pre-order and reminder forms without script. Each runs the
 * shop API's own handler on the form, checked with the same request schema, and answers with a page.
 */
export function mountProductOrderRoutes(app: Hono, deps: PagesDeps): void {
  app.post(
    FORM_ACTIONS.oneClickOrder,
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      const product = postedProduct(deps, ctx, form);
      if (!product) return c.notFound();
      const values = { phone: form.phone ?? '' };
      try {
        const input = endpointInput('oneClickOrder', { product_id: product.card.id, ...values });
        const answer = runHandler(c, deps, ctx.lang, oneClickOrder, input, viewerSession(c, ctx));
        return c.redirect(`/order/result?status=success&order=${answer.data.order_id}`, 303);
      } catch (error) {
        return refused(c, deps, ctx, product, 'fast', values, error);
      }
    }),
  );

  // Pre-orders are a signed-in user's: a guest logs in first and comes back to the product's form.
  app.post(
    FORM_ACTIONS.preorder,
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      const product = postedProduct(deps, ctx, form);
      if (!product) return c.notFound();
      const section = `${productUrl(product.card.slug)}#order`;
      if (!ctx.viewer) return c.redirect(`/login?next=${encodeURIComponent(section)}`, 303);
      const values = { name: form.name ?? '', phone: form.phone ?? '', email: form.email ?? '' };
      try {
        const input = endpointInput('preorder', { product_id: product.card.id, ...values });
        runHandler(c, deps, ctx.lang, preorder, input, viewerSession(c, ctx));
        return c.redirect(section, 303);
      } catch (error) {
        return refused(c, deps, ctx, product, 'preorder', values, error);
      }
    }),
  );

  app.post(
    FORM_ACTIONS.reminder,
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      const product = postedProduct(deps, ctx, form);
      if (!product) return c.notFound();
      const values = { email: form.email ?? '' };
      try {
        const input = endpointInput('notificationForProduct', { product_id: product.card.id, ...values });
        runHandler(c, deps, ctx.lang, notificationForProduct, input, viewerSession(c, ctx));
        return c.redirect(`${productUrl(product.card.slug)}?reminder=sent#order`, 303);
      } catch (error) {
        return refused(c, deps, ctx, product, 'reminder', values, error);
      }
    }),
  );
}
