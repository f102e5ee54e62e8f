import { createListingModel, formListingAddress, isListingAddress, listingHistoryState, listingScrollOf, sameListing } from '@vitrina/core';
import { loadListingPage, type ListingPage } from './listing-page';
import { applyListing, listingPart } from './listing-parts';
import { listingNavigation } from './listing-navigation';

export interface StartListingOptions {
  /** The listing's element: the one whose id the island's `data-listing` names. */
  readonly listing: HTMLElement;
  /** Opens the login dialog (a guest's link to the extended filters). */
  readonly openLogin: () => void;
}

export interface Listing {
  /** Shows the current address again (after logging in, say: other filters). */
  refresh(): void;
  stop(): void;
}

/** Where the shopper's eyes go once a new list is in. */
type Focus = 'results' | 'keep';

const BUSY_CLASS = 'is-loading';

/** A click the browser should handle itself: another tab or window, a download. */
function wantsTheLinkItself(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download');
}

function fieldsOf(form: HTMLFormElement): [string, FormDataEntryValue][] {
  return Array.from(new FormData(form));
}

/**
 * The in-place listing (docs/catalogue.md#category-listing): the filters form, the sorting and the
 * page links change the list without leaving the page. The page at the new address is fetched and
 * its listing's parts brought over (listing-parts.ts), the address is pushed, Back and Forward show
 * the state they return to, scrolled where it was left. The focus goes to the results (labelled by
 * the count, a live region that announces it), except after a tick in the filters, which keeps it.
 * What cannot be shown in place is opened as a page.
 */
export function startListing({ listing, openLogin }: StartListingOptions): Listing {
  const model = createListingModel<ListingPage>({
    address: window.location.href,
    load: (address, signal) => loadListingPage(address, listing.id, signal),
  });
  const restoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  history.replaceState(listingHistoryState(window.scrollY), '', window.location.href);

  /**
   * The full-screen panel (the filters or the sorting under 1024 px, open as the address's fragment)
   * the shopper acted in, closed by its own close link, as leaving the page would close it.
   */
  function closePanel(panel: Element | null): void {
    const close = panel?.querySelector<HTMLAnchorElement>('a[href^="#"]');
    if (close && panel?.matches(':target')) window.location.replace(close.href);
  }

  async function show(
    address: string,
    { push, focus, scrollY, panel = null }: { push: boolean; focus: Focus; scrollY: number | null; panel?: Element | null },
  ): Promise<void> {
    listing.classList.add(BUSY_CLASS);
    listing.setAttribute('aria-busy', 'true');
    const outcome = await model.show(address);
    if (outcome.status === 'dropped') return;
    listing.classList.remove(BUSY_CLASS);
    listing.removeAttribute('aria-busy');
    if (outcome.status === 'failed') {
      console.warn(`Vitrina: the listing opens ${address} as a page — ${outcome.error.message}`);
      listingNavigation.assign(address);
      return;
    }
    if (push) {
      history.replaceState(listingHistoryState(window.scrollY), '');
      history.pushState(listingHistoryState(0), '', address);
    }
    applyListing(listing, outcome.answer.listing);
    if (outcome.answer.title) document.title = outcome.answer.title;
    closePanel(panel);
    const results = listingPart(listing, 'results');
    if (focus === 'results') results?.focus({ preventScroll: true });
    if (scrollY !== null) window.scrollTo(0, scrollY);
    else if (focus === 'results' && results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: 'start' });
  }

  function go(address: string, focus: Focus, from: Element | null = null): void {
    const panel = from?.closest(':target') ?? null;
    // The list shown (or on its way) already: only the panel it was asked from closes.
    if (sameListing(address, model.pending ?? model.address)) closePanel(panel);
    else void show(address, { push: true, focus, scrollY: null, panel });
  }

  function onSubmit(event: SubmitEvent): void {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form !== listingPart(listing, 'filters')) return;
    event.preventDefault();
    go(formListingAddress(form.action, fieldsOf(form)), 'results', form);
  }

  function onChange(event: Event): void {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox' || !input.form || input.form !== listingPart(listing, 'filters')) return;
    go(formListingAddress(input.form.action, fieldsOf(input.form)), 'keep');
  }

  function onClick(event: MouseEvent): void {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !listing.contains(link) || wantsTheLinkItself(event, link)) return;
    const part = link.closest('[data-listing-part]')?.getAttribute('data-listing-part');
    if (part === 'login') {
      event.preventDefault();
      openLogin();
      return;
    }
    if (!part || (link.getAttribute('href') ?? '').startsWith('#') || !isListingAddress(link.href, window.location.href)) return;
    event.preventDefault();
    go(link.href, 'results', link);
  }

  function onPopState(event: PopStateEvent): void {
    const address = window.location.href;
    if (sameListing(address, model.pending ?? model.address)) return;
    void show(address, { push: false, focus: 'results', scrollY: listingScrollOf(event.state) ?? 0 });
  }

  listing.addEventListener('submit', onSubmit);
  listing.addEventListener('change', onChange);
  listing.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);

  return {
    refresh() {
      void show(window.location.href, { push: false, focus: 'keep', scrollY: null });
    },
    stop() {
      model.stop();
      listing.removeEventListener('submit', onSubmit);
      listing.removeEventListener('change', onChange);
      listing.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      history.scrollRestoration = restoration;
    },
  };
}
