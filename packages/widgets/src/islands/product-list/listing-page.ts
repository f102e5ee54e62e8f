import { fetchPageDocument } from './fetch-page-document';

/** One state of a listing as the shop renders it: its listing element, read from the page at its address. */
export interface ListingPage {
  readonly listing: Element;
  readonly title: string;
}

/**
 * Fetches the page at `address` as a document the browser parses (fetchPageDocument: none of its
 * scripts run, no Trusted Types policy needed). Rejects on a status other than 2xx, an answer that
 * is not HTML, a redirect to another page, or a page without the listing `listingId`: those are
 * opened as pages instead.
 */
export async function loadListingPage(address: string, listingId: string, signal: AbortSignal): Promise<ListingPage> {
  const page = await fetchPageDocument(address, signal);
  const listing = page.getElementById(listingId);
  if (!listing) throw new Error(`The page has no listing #${listingId}`);
  return { listing, title: page.title };
}
