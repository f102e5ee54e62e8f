import { act, waitFor, within } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime } from '../../runtime/island-runtime';
import { element, islandPage, productActionsAttributes } from '../../testing/island-test-kit';
import { cartHandlers, testVitrina } from '../../testing/test-vitrina';
import { productActionsWidget } from '../product-actions/product-actions-widget';
import { SLIDE_COPY_ATTRIBUTE } from './slide-copies';
import { bannerSliderWidget, topSalesSliderWidget } from './slider-widgets';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = islandPage();

/** The top sales section as the shop renders it: heading, the island, then the cards with their islands. */
function topSales(count: number): HTMLElement {
  const cards = Array.from({ length: count }, (_, index) =>
    element('li', {}, element('h3', { id: `card-title-${index + 1}` }, `Товар ${index + 1}`), element('div', productActionsAttributes(1001 + index))),
  );
  return element('section', { 'aria-labelledby': 'top-sales-title' }, element('h2', { id: 'top-sales-title' }, 'Топ продажів'), element('div', { 'data-widget': 'top-sales-slider', 'data-count': String(count) }), element('ul', {}, ...cards));
}

function banners(count: number): HTMLElement {
  const slides = Array.from({ length: count }, (_, index) =>
    element('li', { 'aria-roledescription': 'слайд', 'aria-label': `Слайд ${index + 1} з ${count}` }, element('a', { href: `/banner/${index + 1}` }, `Банер ${index + 1}`)),
  );
  return element('section', { 'aria-label': 'Акції' }, element('div', { 'data-widget': 'banner-slider', 'data-count': String(count) }), element('ul', {}, ...slides));
}

async function mount(section: HTMLElement) {
  document.body.append(section);
  page.vitrina = testVitrina();
  page.runtime = createIslandRuntime({ root: document, vitrina: page.vitrina, widgets: [productActionsWidget, bannerSliderWidget, topSalesSliderWidget] });
  await act(() => page.runtime!.start());
  await waitFor(() => expect(section.classList.contains('swiper-initialized') || section.querySelector('[data-widget$="-slider"]')!.childElementCount > 0).toBe(true));
  return section;
}

const swiperOf = (section: HTMLElement) => (section as HTMLElement & { swiper: Swiper }).swiper;

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduced-motion'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the top-sales slider', () => {
  it('copies the cards up to 12 for the loop, each copy with a working island of its own, none mounted twice', async () => {
    const cart = cartHandlers();
    server.use(...cart.handlers);
    const section = await mount(topSales(7));
    const slides = () => Array.from(section.querySelectorAll('ul > li'));
    await waitFor(() => expect(slides()).toHaveLength(14));
    const copies = slides().filter((slide) => slide.hasAttribute(SLIDE_COPY_ATTRIBUTE));
    expect(copies).toHaveLength(7);
    // Every card, copies too, shows the widget's buy button; one root per island: 14 cards and the slider.
    await waitFor(() => expect(within(section).getAllByRole('button', { name: 'Купити' })).toHaveLength(14));
    expect(page.runtime!.size).toBe(15);
    // No id twice on the page: the copies' ids have a suffix.
    const ids = Array.from(document.querySelectorAll('[id]'), (found) => found.id);
    expect(new Set(ids).size).toBe(ids.length);

    const copy = copies[2]!;
    await act(async () => within(copy as HTMLElement).getByRole('button', { name: 'Купити' }).click());
    await waitFor(() => expect(page.vitrina!.state.cartCount.value).toBe(1));
    expect(page.vitrina!.state.cart.has(1003).value).toBe(true);
  });

  it('names each slide and gives previous and next buttons with more than 5 cards', async () => {
    const section = await mount(topSales(6));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Наступний слайд' }).tagName).toBe('BUTTON'));
    expect(within(section).getByRole('button', { name: 'Попередній слайд' })).toBeTruthy();
    expect(section.querySelector('ul > li')!.getAttribute('aria-label')).toBe('Слайд 1 з 6');
    expect(section.querySelector('ul > li')!.getAttribute('aria-roledescription')).toBe('слайд');
    // It does not play by itself: no pause button.
    expect(within(section).queryByRole('button', { name: /автопрокручування/ })).toBeNull();
  });

  it('has neither arrows nor copies with 5 cards or fewer', async () => {
    const section = await mount(topSales(5));
    await waitFor(() => expect(section.classList.contains('swiper-initialized')).toBe(true));
    expect(section.querySelectorAll('ul > li')).toHaveLength(5);
    expect(within(section).queryByRole('button', { name: 'Наступний слайд' })).toBeNull();
  });
});

describe('the banner slider', () => {
  it('autoplays, stops while the focus is inside or the shopper paused it, and plays again', async () => {
    reducedMotion(false);
    const section = await mount(banners(3));
    const pause = await within(section).findByRole('button', { name: 'Зупинити автопрокручування' });
    expect(section.querySelectorAll('ul > li')).toHaveLength(6);
    expect(swiperOf(section).autoplay.running).toBe(true);
    expect(section.querySelector('ul')!.getAttribute('aria-live')).toBe('off');

    act(() => within(section).getByRole('button', { name: 'Наступний слайд' }).focus());
    expect(swiperOf(section).autoplay.running).toBe(false);
    expect(section.querySelector('ul')!.getAttribute('aria-live')).toBe('polite');
    // The pause button itself does not stop it.
    act(() => pause.focus());
    expect(swiperOf(section).autoplay.running).toBe(true);

    await act(async () => pause.click());
    expect(pause.getAttribute('aria-label')).toBe('Увімкнути автопрокручування');
    expect(swiperOf(section).autoplay.running).toBe(false);
    await act(async () => pause.click());
    expect(swiperOf(section).autoplay.running).toBe(true);
  });

  it('never plays under prefers-reduced-motion, and shows no pause button then', async () => {
    reducedMotion(true);
    const section = await mount(banners(3));
    await within(section).findByRole('button', { name: 'Наступний слайд' });
    expect(within(section).queryByRole('button', { name: /автопрокручування/ })).toBeNull();
    expect(swiperOf(section).autoplay.running).toBe(false);
  });

  it('says in its own live region where previous and next took it, Swiper’s live region removed', async () => {
    reducedMotion(true);
    const section = await mount(banners(3));
    const next = await within(section).findByRole('button', { name: 'Наступний слайд' });
    const status = within(section).getByRole('status');
    expect(status.textContent).toBe('');
    expect(section.querySelector('.swiper-notification')).toBeNull();

    await act(async () => next.click());
    expect(status.textContent).toBe('Наступний слайд');
    const first = status.firstElementChild;
    await act(async () => next.click());
    // The same words again, as a new element: read again.
    expect(status.textContent).toBe('Наступний слайд');
    expect(status.firstElementChild).not.toBe(first);
    await act(async () => within(section).getByRole('button', { name: 'Попередній слайд' }).click());
    expect(status.textContent).toBe('Попередній слайд');
    // Swiper announced nothing of its own anywhere.
    expect(document.querySelector('.swiper-notification')).toBeNull();
  });

  it('leaves one banner as the server rendered it', async () => {
    const section = banners(1);
    document.body.append(section);
    page.vitrina = testVitrina();
    page.runtime = createIslandRuntime({ root: document, vitrina: page.vitrina, widgets: [bannerSliderWidget] });
    await act(() => page.runtime!.start());
    await waitFor(() => expect(page.runtime!.size).toBe(1));
    expect(section.classList.contains('swiper')).toBe(false);
    expect(within(section).queryAllByRole('button')).toEqual([]);
    expect(section.querySelector('li')!.getAttribute('aria-label')).toBe('Слайд 1 з 1');
  });
});
