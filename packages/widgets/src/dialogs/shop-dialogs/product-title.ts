/**
 * The title of a product as the page wrote it on the island that opened its modal: the
 * distributors button carries `data-product-title` (packages/widgets/docs/widget-contract.md). The modal state holds
 * only the product's id, so the page is the one place that knows the title. Null when no element
 * for the product has one.
 */
export function productTitleOnPage(productId: number, root: ParentNode = document): string | null {
  for (const element of root.querySelectorAll<HTMLElement>('[data-product-title][data-product-id]')) {
    if (element.dataset.productId !== String(productId)) continue;
    const title = element.dataset.productTitle?.trim();
    if (title) return title;
  }
  return null;
}
