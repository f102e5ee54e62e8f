/** One state of a listing as the shop renders it: its listing element, read from the page at its address. */
export interface ListingPage {
  readonly listing: Element;
  readonly title: string;
}

/**
 * Fetches the page at `address` and reads it with DOMParser, which runs none of its scripts. Rejects
 * on a status other than 2xx, an answer that is not HTML, a redirect to another page, or a page
 * without the listing `listingId`: those are opened as pages instead.
 */
export async function loadListingPage(address: string, listingId: string, signal: AbortSignal): Promise<ListingPage> {
  const response = await fetch(address, { signal, credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`The listing answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) throw new Error('The listing did not answer with HTML');
  if (response.url && new URL(response.url).pathname !== new URL(address).pathname) throw new Error('The listing was redirected');
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const listing = page.getElementById(listingId);
  if (!listing) throw new Error(`The page has no listing #${listingId}`);
  return { listing, title: page.title };
}
