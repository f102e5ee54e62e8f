import type { Vitrina } from '@vitrina/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../runtime/navigation';
import { createSelectItemTracking, SELECT_ITEM_WAIT_MS, type SelectItemTracking } from './select-item-tracking';

const product = {
  id: 1001,
  title: 'Смартфон Apple iPhone 15 128GB',
  brand: 'Apple',
  price: 37999,
  price_with_discount: null,
  analytics_categories: { item_category: 'Смартфони', item_category2: null },
  index: 2,
};

/** What the page's analytics saw, in order with the navigations. */
let log: string[];
let selected: unknown[][];
/** Resolves the analytics code's fetch: true when it arrived, false when it failed. */
let settleCode: (loaded: boolean) => void;
let codeFetches: number;
let tracking: SelectItemTracking;

function fakeVitrina(): Vitrina {
  let code: Promise<boolean> | null = null;
  let loaded = false;
  const analytics = {
    ready(): Promise<boolean> {
      if (loaded) return Promise.resolve(true);
      code ??= new Promise<boolean>((resolve) => {
        codeFetches += 1;
        settleCode = (ok) => {
          loaded = ok;
          if (ok) log.push('code');
          resolve(ok);
        };
      }).finally(() => (code = null));
      return code;
    },
    selectItem(...args: unknown[]) {
      selected.push(args);
      log.push('select_item');
    },
  };
  return { services: { analytics } } as unknown as Vitrina;
}

/** A list with one card whose title links to its product. */
function productLink(attributes: Record<string, string> = {}, item: string = JSON.stringify(product)): HTMLAnchorElement {
  const ul = document.createElement('ul');
  ul.setAttribute('data-analytics-list', JSON.stringify({ name: 'Смартфони', page: 1 }));
  const card = document.createElement('article');
  card.setAttribute('data-analytics-item', item);
  const link = document.createElement('a');
  link.href = '#product-1001';
  link.setAttribute('data-select-item', '');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.textContent = product.title;
  card.append(link);
  ul.append(card);
  document.body.append(ul);
  return link;
}

/** Whether the click reached the window not held (its default action, following the link, not prevented). */
let followed: boolean | null;
/** Runs after the document's listeners; stops happy-dom from following the link itself. */
const atWindow = (event: Event) => {
  followed = !event.defaultPrevented;
  event.preventDefault();
};

/** Clicks the element; true when the browser would follow the link at once. */
function click(element: Element, init: MouseEventInit = {}, type = 'click'): boolean {
  followed = null;
  element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init }));
  if (followed === null) throw new Error('the click did not reach the window');
  return followed;
}

let assign: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  log = [];
  selected = [];
  codeFetches = 0;
  assign = vi.spyOn(navigation, 'assign').mockImplementation((url: string) => void log.push(`go ${url}`));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  tracking = createSelectItemTracking(document, fakeVitrina());
  tracking.start();
  window.addEventListener('click', atWindow);
  window.addEventListener('auxclick', atWindow);
});
afterEach(() => {
  tracking.stop();
  window.removeEventListener('click', atWindow);
  window.removeEventListener('auxclick', atWindow);
  assign.mockRestore();
  warn.mockRestore();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('select_item on a product card’s link', () => {
  it('pointing at the link fetches the code; the click then sends select_item and the browser follows the link itself', async () => {
    const link = productLink();
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(codeFetches).toBe(1);
    settleCode(true);
    await flush();

    expect(click(link)).toBe(true);
    expect(selected).toEqual([[product, { index: 2, listName: 'Смартфони' }]]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('focusing the link by keyboard fetches the code too', () => {
    const link = productLink();
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(codeFetches).toBe(1);
  });

  it('a link followed before the code is there waits for it, then leaves with select_item sent', async () => {
    const link = productLink();
    expect(click(link)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    settleCode(true);
    await flush();
    expect(log).toEqual(['select_item', 'code', `go ${link.href}`]);
  });

  it('leaves after SELECT_ITEM_WAIT_MS when the code is slow or cannot be fetched', async () => {
    vi.useFakeTimers();
    const link = productLink();
    expect(click(link)).toBe(false);
    await vi.advanceTimersByTimeAsync(SELECT_ITEM_WAIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith(link.href);
    settleCode(false);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }, {}],
    ['Cmd', { metaKey: true }, {}],
    ['Shift (new window)', { shiftKey: true }, {}],
    ['a new-tab target', {}, { target: '_blank' }],
    ['a download link', {}, { download: '' }],
  ])('a click with %s sends select_item and never holds the link', (_, init, attributes) => {
    const link = productLink(attributes);
    expect(click(link, init)).toBe(true);
    expect(selected).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a middle click (a new tab) sends select_item; a right click sends nothing', () => {
    const link = productLink();
    expect(click(link, { button: 2 }, 'auxclick')).toBe(true);
    expect(selected).toHaveLength(0);
    expect(click(link, { button: 1 }, 'auxclick')).toBe(true);
    expect(selected).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a click the page itself handled (default prevented) is reported but not navigated', async () => {
    const link = productLink();
    link.addEventListener('click', (event) => event.preventDefault());
    expect(click(link)).toBe(false);
    settleCode(true);
    await flush();
    expect(selected).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('links without data-select-item, outside a card, or in a card with broken analytics are left alone', () => {
    const plain = productLink();
    plain.removeAttribute('data-select-item');
    const loose = document.createElement('a');
    loose.href = '#elsewhere';
    loose.setAttribute('data-select-item', '');
    document.body.append(loose);
    const broken = productLink({}, '{"id":1001');

    for (const link of [plain, loose, broken]) expect(click(link)).toBe(true);
    expect(selected).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a click on an element inside the link counts, and cards added later work with no set-up', () => {
    const link = productLink();
    const inner = document.createElement('img');
    link.append(inner);
    expect(click(inner)).toBe(false);
    expect(selected).toHaveLength(1);
  });

  it('stop() removes the listeners, and start() twice listens once', () => {
    tracking.start();
    const link = productLink();
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(click(link)).toBe(false);
    expect(selected).toHaveLength(1);

    tracking.stop();
    expect(click(link)).toBe(true);
    expect(selected).toHaveLength(1);
  });
});
