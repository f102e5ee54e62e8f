import type { Vitrina } from '@vitrina/core';
import { dataAttribute } from '../contract/island-attributes';
import { navigation } from '../runtime/navigation';
import type { PageBehaviour } from '../runtime/page-behaviour';
import { readCardAnalytics } from './read-card-analytics';

/** How long a product link followed in this tab waits for the analytics code before the page is left anyway. */
export const SELECT_ITEM_WAIT_MS = 300;

export interface SelectItemTracking {
  start(): void;
  stop(): void;
}

/**
 * select_item (docs/analytics.md) when the shopper follows a product card's link to its product
 * (`data-select-item`, inside the card's `data-analytics-item`). One set of listeners on the
 * document, so cards added later need nothing.
 *
 * The analytics code loads on first need: pointing at, touching or focusing such a link fetches it.
 * A link followed in this tab before it is there waits for it, at most SELECT_ITEM_WAIT_MS, or the
 * event would be lost with the page; a link opened in another tab or window is never held.
 */
export function createSelectItemTracking(root: Document, vitrina: Vitrina): SelectItemTracking {
  const { analytics } = vitrina.services;
  const selector = `a[${dataAttribute('selectItem')}][href]`;
  let ready = false;
  let started = false;

  const linkOf = (event: Event): HTMLAnchorElement | null =>
    event.target instanceof Element ? (event.target.closest(selector) as HTMLAnchorElement | null) : null;

  const whenReady = (): Promise<boolean> =>
    analytics.ready().then((loaded) => {
      ready ||= loaded;
      return loaded;
    });

  const prepare = (event: Event): void => {
    if (!ready && linkOf(event)) void whenReady();
  };

  const follow = (event: MouseEvent): void => {
    const link = linkOf(event);
    // A middle click opens the link in a new tab: auxclick with button 1.
    if (!link || (event.type === 'auxclick' && event.button !== 1)) return;
    const card = readCardAnalytics(link);
    if (!card) return;
    const { index } = card.product;
    const listName = card.list.name;
    analytics.selectItem(card.product, { ...(index === undefined ? {} : { index }), ...(listName === undefined ? {} : { listName }) });
    if (ready || event.defaultPrevented || !leavesThisPage(event, link)) return;
    event.preventDefault();
    const { href } = link;
    void Promise.race([whenReady(), delay(SELECT_ITEM_WAIT_MS)]).then(() => navigation.assign(href));
  };

  const listeners = [
    ['pointerover', prepare],
    ['pointerdown', prepare],
    ['focusin', prepare],
    ['click', follow],
    ['auxclick', follow],
  ] as const;

  return {
    start() {
      if (started) return;
      started = true;
      for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener, { passive: type !== 'click' });
    },
    stop() {
      started = false;
      for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener);
    },
  };
}

/** A plain click that replaces this page: not a new tab or window, not a download. */
function leavesThisPage(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.type !== 'click' || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const target = link.target.toLowerCase();
  return (target === '' || target === '_self') && !link.hasAttribute('download');
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** select_item tracking as one of the page behaviours startVitrina runs. */
export const selectItemBehaviour: PageBehaviour = ({ document, vitrina }) => {
  const tracking = createSelectItemTracking(document, vitrina);
  tracking.start();
  return tracking;
};
