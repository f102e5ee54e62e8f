import { expect, vi } from 'vitest';
import { HEALTHY_IDS, recorded, type FuzzPage } from './fuzz-page';
import { CANARY } from './hostile-values';

const SCRIPT_URL = /^(?:javascript|data|vbscript):/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'srcdoc'];

/** Polls often (a page's change lands within milliseconds; a run waits on several), and waits long on a loaded machine. */
const soon = { interval: 5, timeout: 15_000 };

/** Long enough for an image's error event, a microtask chain and a re-render to have happened. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 30));

/**
 * Nothing ran and nothing that could run was made: the canary is unset, alert was never called, no
 * element of the page is a frame or an object, no attribute is an event handler or a script address,
 * and any script the widgets added is an external one from a same-site path or an https address (the
 * sign-in provider's).
 */
export function expectInert({ placed }: FuzzPage): void {
  expect((window as unknown as Record<string, unknown>)[CANARY], 'a payload ran').toBeUndefined();
  expect(recorded.alerts, 'alert was called').toBe(0);
  for (const element of document.querySelectorAll('iframe, frame, object, embed')) expect.fail(`a <${element.tagName.toLowerCase()}> appeared`);
  for (const script of document.body.querySelectorAll('script')) {
    if (placed.has(script)) continue;
    const src = script.getAttribute('src') ?? '';
    expect(script.textContent, 'a script with a body appeared').toBe('');
    expect(/^(?:\/(?![/\\])|https:\/\/)/.test(src), `a script from ${JSON.stringify(src)} appeared`).toBe(true);
  }
  // Elements only a payload would make: `<b>bold</b>` and `<img src=x>` arriving in data show as text.
  for (const bold of document.body.querySelectorAll('b')) expect(bold.textContent, 'markup in data became a <b>').not.toBe('bold');
  expect(document.body.querySelector('img[src="x"]'), 'markup in data became an <img>').toBeNull();
  for (const element of document.body.querySelectorAll('*')) {
    if (placed.has(element)) continue;
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `<${element.tagName.toLowerCase()} ${attribute.name}> appeared`).toBe(false);
      // eslint-disable-next-line no-control-regex -- browsers drop controls and spaces before a scheme
      if (URL_ATTRIBUTES.includes(attribute.name)) expect(SCRIPT_URL.test(attribute.value.replace(/[\u0000-\u0020]/g, '')), `${attribute.name}="${attribute.value.slice(0, 60)}"`).toBe(false);
    }
  }
}

/** No error escaped: none uncaught, no unhandled rejection, nothing React logged as an error. */
export function expectNoErrors(): void {
  expect(recorded.uncaught.map(String), 'uncaught errors').toEqual([]);
  expect(recorded.consoleErrors, 'console errors').toEqual([]);
}

/** How many of the page's warnings name `text` (an island's description). */
export const warningsNaming = (page: FuzzPage, text: string) => page.warnings.filter((warning) => warning.includes(text)).length;

function buyButton(card: HTMLElement): HTMLButtonElement {
  const button = card.querySelector<HTMLButtonElement>('.vitrina-actions__main > .vitrina-button');
  if (!button) expect.fail('a healthy card has no buy button');
  return button;
}

/** Both healthy cards buy: the API sees each add, the cart link shows the server's count (one unit a product), the buttons say "in cart". */
export async function expectHealthyCardsBuy(page: FuzzPage): Promise<void> {
  for (const [index, card] of page.cards.entries()) {
    buyButton(card).click();
    await vi.waitFor(() => {
      expect(page.api.added()).toContain(HEALTHY_IDS[index]);
      expect(page.cartLink.getAttribute('data-count')).toBe(String(new Set(page.api.added()).size));
      expect(buyButton(card).classList.contains('vitrina-button--done')).toBe(true);
    }, soon);
  }
}

/** The first healthy card's favourites and compare toggles turn on, and off again. */
export async function expectHealthyCardToggles(page: FuzzPage): Promise<void> {
  const [card] = page.cards;
  for (const list of ['favorites', 'compares'] as const) {
    const toggle = () => card!.querySelector<HTMLButtonElement>(`.vitrina-toggle--${list}`)!;
    const listed = () => page.started.vitrina.state[list].has(HEALTHY_IDS[0]).value;
    toggle().click();
    await vi.waitFor(() => {
      expect(listed()).toBe(true);
      expect(toggle().classList.contains('vitrina-toggle--listed')).toBe(true);
    }, soon);
    toggle().click();
    await vi.waitFor(() => {
      expect(listed()).toBe(false);
      expect(toggle().classList.contains('vitrina-toggle--listed')).toBe(false);
    }, soon);
  }
}

/**
 * After a hostile case, the page is healthy: both healthy cards buy and toggle, nothing ran, no error
 * escaped, and Object.prototype is clean.
 */
export async function expectHealthyNeighbours(page: FuzzPage): Promise<void> {
  await expectHealthyCardsBuy(page);
  await expectHealthyCardToggles(page);
  await settle();
  expectInert(page);
  expectNoErrors();
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
}
