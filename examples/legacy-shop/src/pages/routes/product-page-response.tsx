import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { loadProductCards } from '../../catalog/product-cards';
import type { OrderSectionState } from '../components/order-form-state';
import type { PageContext, PagesDeps } from '../context/page-context';
import { productUrl } from '../data/categories';
import { hasPreordered } from '../data/preorders';
import type { ProductDetails } from '../data/product-details';
import { relatedProducts } from '../data/related-products';
import { renderPage } from '../render-page';
import { ProductPage } from '../screens/product-page';

/**
 * The product page with its lists, for its own address or for a form of it posted elsewhere. The
 * page's links (the language switch) always point at the product's address.
 */
export function productPageResponse(
  c: Context,
  deps: PagesDeps,
  ctx: PageContext,
  product: ProductDetails,
  viewedIds: readonly number[],
  order: OrderSectionState = {},
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const { db } = deps;
  const pageCtx: PageContext = { ...ctx, url: new URL(productUrl(product.card.slug) + ctx.url.search, ctx.url) };
  const related = relatedProducts(db, product.card.id, product.categoryId, ctx.lang, ctx.corporate);
  const viewed = loadProductCards(db, viewedIds, ctx.lang).filter((card) => ctx.corporate || !card.is_corporate);
  const preordered = ctx.viewer !== undefined && hasPreordered(db, ctx.viewer.id, product.card.id);
  return renderPage(c, <ProductPage ctx={pageCtx} product={product} related={related} viewed={viewed} order={{ preordered, ...order }} />, status);
}
