/** The product page of a slug (docs/pages.md#screens-and-routes: {shop}/{slug}), the slug encoded so it stays one path segment. */
export function productUrl(slug: string): string {
  return `/${encodeURIComponent(slug)}`;
}
