import type { Lang } from '@vitrina/core';
import { adoptNode } from '../product-list/adopt-nodes';
import { fetchPageDocument } from '../product-list/fetch-page-document';

/** A year, as the shop keeps its language cookie. */
const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The body's parts that hold the page's texts: the skip link, header, main, bottom bar and footer. */
function pageRegions(body: HTMLElement): Element[] {
  return Array.from(body.children).filter(
    (element) => ['header', 'main', 'nav', 'footer'].includes(element.localName) || (element.localName === 'a' && element.classList.contains('skip-link')),
  );
}

export interface SwapOptions {
  /** The cookie the shop reads the language from; not written when missing. */
  readonly langCookie?: string | undefined;
  readonly signal?: AbortSignal;
  /** An element of the copied markup to focus at once, before its island mounts (which keeps the focus). */
  readonly focus?: string | undefined;
}

/**
 * Shows the page in `lang` without leaving it: the same address is fetched again (the account's
 * language is saved already, and the language cookie says the same) as a document the browser
 * parses (fetchPageDocument: none of its scripts run, no Trusted Types policy needed), and its header, main, bottom bar and footer are copied into the page
 * node by node with adoptNode (no script, no handler, no unsafe address). `<html lang>` and the
 * title follow; the island runtime mounts the islands of the copied markup. Rejects, changing
 * nothing, when the page cannot be read, comes back in another language or is laid out otherwise.
 */
export async function swapPageLanguage(document: Document, lang: Lang, options: SwapOptions = {}): Promise<void> {
  const view = document.defaultView;
  if (!view) throw new Error('The page has no window');
  if (options.langCookie) document.cookie = `${options.langCookie}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
  const address = view.location.href;
  const next = await fetchPageDocument(address, options.signal);
  if (next.documentElement.lang !== lang) throw new Error(`The page came back in ${next.documentElement.lang || 'no language'}`);
  const live = pageRegions(document.body);
  const fresh = pageRegions(next.body);
  if (live.length === 0 || live.length !== fresh.length || live.some((element, index) => element.localName !== fresh[index]!.localName)) {
    throw new Error('The page is laid out otherwise');
  }
  const copies = fresh.map((element) => adoptNode(element, document));
  live.forEach((element, index) => {
    const copy = copies[index];
    if (copy) element.replaceWith(copy);
  });
  if (options.focus) document.querySelector<HTMLElement>(options.focus)?.focus();
  document.documentElement.lang = lang;
  document.title = next.title;
}
