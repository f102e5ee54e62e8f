/**
 * A category's or a search's listing as its address says it (docs/catalogue.md#category-listing):
 * the filters, the sorting and the page are the query string the server's forms and links build,
 * so the in-place listing reads and writes the same addresses a page without script uses.
 */

/** The query parameter of the list's page; a new filter or sorting starts again from the first. */
export const LISTING_PAGE_PARAM = 'page';

/**
 * The address a GET form would go to, as in a page without script, except that empty fields are
 * left out and the page goes back to the first: a changed filter shows its first page.
 */
export function formListingAddress(action: string, fields: Iterable<readonly [string, unknown]>): string {
  const url = new URL(action);
  const query = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== 'string' || name === LISTING_PAGE_PARAM || value.trim() === '') continue;
    query.append(name, value);
  }
  url.search = query.toString();
  url.hash = '';
  return url.href;
}

/**
 * Whether `target` is another state of the listing at `current`: the same origin and path, only its
 * query differs (a filter, a sorting, a page). Anything else is a page of its own.
 */
export function isListingAddress(target: string, current: string): boolean {
  let next: URL;
  let here: URL;
  try {
    next = new URL(target, current);
    here = new URL(current);
  } catch {
    return false;
  }
  return next.origin === here.origin && next.pathname === here.pathname;
}

/** The address without its fragment: two listings are the same state when these are equal. */
export function listingKey(address: string): string {
  const url = new URL(address);
  url.hash = '';
  url.searchParams.sort();
  return url.href;
}
