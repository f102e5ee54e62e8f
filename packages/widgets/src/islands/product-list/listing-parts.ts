import { adoptChildren } from './adopt-nodes';

const PART = 'data-listing-part';

/** The parts of a listing the island changes: all but the filters are brought over whole. */
export const REPLACED_PARTS = ['count', 'sorting', 'results', 'pagination'] as const;

export function listingPart(listing: Element, name: string): HTMLElement | null {
  return listing.querySelector<HTMLElement>(`[${PART}="${name}"]`);
}

function replaceChildren(live: Element, next: Element): void {
  live.replaceChildren(...adoptChildren(next, live.ownerDocument));
}

/**
 * The filters form brought up to date without being replaced, so the box just ticked keeps the
 * focus: ticks, field values (not the one being typed in), counts, hidden fields and links. When
 * its fields differ (other filters, say after logging in), its content is replaced instead.
 */
export function updateFilters(live: HTMLFormElement, next: Element): void {
  const nextFields = new Map(Array.from(next.querySelectorAll<HTMLInputElement>('input[id]'), (input) => [input.id, input]));
  const liveFields = Array.from(live.querySelectorAll<HTMLInputElement>('input[id]'));
  if (liveFields.length !== nextFields.size || liveFields.some((input) => !nextFields.has(input.id))) {
    // What the shopper had unfolded stays unfolded.
    const opened = new Set(Array.from(live.querySelectorAll('details[open] > summary'), (summary) => summary.textContent));
    replaceChildren(live, next);
    for (const summary of Array.from(live.querySelectorAll('details > summary'))) {
      if (opened.has(summary.textContent)) summary.parentElement?.setAttribute('open', '');
    }
    return;
  }
  for (const input of liveFields) {
    const source = nextFields.get(input.id)!;
    if (input.type === 'checkbox' || input.type === 'radio') input.checked = source.hasAttribute('checked');
    else if (input !== live.ownerDocument.activeElement) input.value = source.getAttribute('value') ?? '';
    const count = live.querySelector(`label[for="${CSS.escape(input.id)}"] .facet-count`);
    const nextCount = next.querySelector(`label[for="${CSS.escape(input.id)}"] .facet-count`);
    if (count && nextCount && count.textContent !== nextCount.textContent) count.textContent = nextCount.textContent;
  }
  for (const hidden of Array.from(live.querySelectorAll('input[type="hidden"]'))) hidden.remove();
  const hiddenCopies = adoptChildren(wrap(next.querySelectorAll('input[type="hidden"]')), live.ownerDocument);
  live.prepend(...hiddenCopies);
  const nextLinks = Array.from(next.querySelectorAll('a[href]'));
  Array.from(live.querySelectorAll('a[href]')).forEach((link, index) => {
    const href = nextLinks[index]?.getAttribute('href');
    if (href !== undefined && href !== null && !/^\s*javascript:/i.test(href)) link.setAttribute('href', href);
  });
}

/** Nodes of a list under one parent, so adoptChildren can copy them. */
function wrap(nodes: NodeListOf<Element>): Node {
  const holder = nodes[0]?.ownerDocument.createElement('div') ?? document.createElement('div');
  for (const node of Array.from(nodes)) holder.appendChild(node.cloneNode(true));
  return holder;
}

/** Brings the parts of `next` (a listing read from a fetched page) into the live listing. */
export function applyListing(live: Element, next: Element): void {
  for (const name of REPLACED_PARTS) {
    const target = listingPart(live, name);
    const source = listingPart(next, name);
    if (target && source) replaceChildren(target, source);
  }
  const form = listingPart(live, 'filters');
  const nextForm = listingPart(next, 'filters');
  if (form instanceof HTMLFormElement && nextForm) updateFilters(form, nextForm);
}
