import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { createElement, useLayoutEffect, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { langOf, inRussian, vitrinaOf } from '../../testing/story-fixtures';
import { listingElement, listingPageHtml, listingTexts, productsText, queryOf, type ListingPlace } from '../../testing/listing-test-kit';
import { listingNavigation } from './listing-navigation';
import { ProductList } from './product-list';

/** The listing lives at the story's own address: only its query changes, and it is put back after. */
const placeOf = (lang: 'uk' | 'ru'): ListingPlace => ({ path: window.location.pathname, lang });
const pageLang = () => (document.documentElement.lang === 'ru' ? 'ru' : 'uk');

/** The shop's category page at the story's address, in the page's language, after `wait` ms. */
const listingPages = (answer: (address: string) => Promise<Response | null> = async () => null) =>
  http.get(`*${window.location.pathname}`, async ({ request }) => {
    if (!new URL(request.url).search) return undefined;
    const answered = await answer(request.url);
    return answered ?? new HttpResponse(listingPageHtml(request.url, () => {}, placeOf(pageLang())), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });

const FRAME_ID = 'listing-story';

function ListingFrame({ lang, children }: { lang: 'uk' | 'ru'; children?: ReactNode }) {
  // Before the island's effect runs, which looks the listing up by its id.
  useLayoutEffect(() => {
    const address = window.location.href;
    const listing = listingElement(document, queryOf(''), placeOf(lang));
    document.getElementById(FRAME_ID)?.append(listing);
    return () => {
      listing.remove();
      history.replaceState(null, '', address);
    };
  }, [lang]);
  return createElement('div', { id: FRAME_ID }, children);
}

/** The server's listing around the island, in the story's language. */
const inListing: Decorator = (Story, context) => createElement(ListingFrame, { lang: langOf(context) }, createElement(Story));

const meta = {
  title: 'Widgets/ProductList',
  component: ProductList,
  args: { listing: 'catalog' },
  decorators: [inListing],
  parameters: { msw: [listingPages()] },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (context: StoryContext) => listingTexts(langOf(context));
const titles = (canvas: HTMLElement) => Array.from(canvas.querySelectorAll('[data-listing-part="results"] h3'), (title) => title.textContent);
const box = (canvas: HTMLElement, brand: string) => canvas.querySelector<HTMLInputElement>(`input[name="brand"][value="${brand}"]`)!;
const status = (canvas: HTMLElement) => canvas.querySelector('#result-count')!;
const results = (canvas: HTMLElement) => canvas.querySelector('[data-listing-part="results"]');
const linkNamed = (canvas: HTMLElement, name: string) => Array.from(canvas.querySelectorAll<HTMLAnchorElement>('#catalog a')).find((link) => link.textContent === name)!;

/** A brand ticked: the list and the count change in place, the address follows, the focus stays on the box. */
export const FilterInPlace: Story = {
  async play(context) {
    const canvas = context.canvasElement;
    await context.userEvent.click(box(canvas, 'Samsung'));
    await waitFor(() => expect(titles(canvas)).toEqual(['Samsung Galaxy S24', 'Samsung Galaxy A55']));
    await expect(status(canvas)).toHaveTextContent(productsText(2, langOf(context)));
    await expect(new URL(window.location.href).searchParams.getAll('brand')).toEqual(['Samsung']);
    await expect(box(canvas, 'Samsung')).toHaveFocus();
    await expect(box(canvas, 'Samsung')).toBeChecked();
  },
};
export const FilterInPlaceRu: Story = inRussian(FilterInPlace);

/** Sorted, then the second page: the focus on the results; Back shows the sorted first page again. */
export const SortPageAndBack: Story = {
  async play(context) {
    const canvas = context.canvasElement;
    await context.userEvent.click(linkNamed(canvas, texts(context).cheap));
    await waitFor(() => expect(titles(canvas)).toEqual(['Xiaomi Redmi 13', 'Samsung Galaxy A55']));
    await expect(results(canvas)).toHaveFocus();
    await expect(linkNamed(canvas, texts(context).cheap)).toHaveAttribute('aria-current', 'true');
    await context.userEvent.click(linkNamed(canvas, '2'));
    await waitFor(() => expect(titles(canvas)).toEqual(['Apple iPhone 13', 'Samsung Galaxy S24']));
    history.back();
    await waitFor(() => expect(titles(canvas)).toEqual(['Xiaomi Redmi 13', 'Samsung Galaxy A55']));
    await expect(status(canvas)).toHaveTextContent(productsText(5, langOf(context)));
  },
};
export const SortPageAndBackRu: Story = inRussian(SortPageAndBack);

/** Ticks in a row while answers are slow: only the last one's list is shown. */
export const LateAnswerDropped: Story = {
  parameters: {
    msw: [listingPages(async (address) => (await delay(queryOf(address).brands.length === 1 ? 400 : 20), null))],
  },
  async play(context) {
    const canvas = context.canvasElement;
    await context.userEvent.click(box(canvas, 'Apple'));
    await context.userEvent.click(box(canvas, 'Xiaomi'));
    // Apple and Xiaomi: 3 products; the late answer for Apple alone would say 2.
    await waitFor(() => expect(status(canvas)).toHaveTextContent(productsText(3, langOf(context))));
    await delay(500);
    await expect(status(canvas)).toHaveTextContent(productsText(3, langOf(context)));
    await expect(titles(canvas)).toEqual(['Apple iPhone 15', 'Apple iPhone 13']);
    await expect(new URL(window.location.href).searchParams.getAll('brand')).toEqual(['Apple', 'Xiaomi']);
  },
};
export const LateAnswerDroppedRu: Story = inRussian(LateAnswerDropped);

/** The shop fails: the list stays as it was and the address is opened as a page. */
export const FailureOpensThePage: Story = {
  parameters: { msw: [listingPages(async () => new HttpResponse('Bad gateway', { status: 502, headers: { 'content-type': 'text/html' } }))] },
  beforeEach() {
    const assign = listingNavigation.assign;
    const opened: string[] = [];
    listingNavigation.assign = (address) => void opened.push(address);
    (window as { listingOpened?: string[] }).listingOpened = opened;
    return () => {
      listingNavigation.assign = assign;
    };
  },
  async play(context) {
    const canvas = context.canvasElement;
    await context.userEvent.click(box(canvas, 'Xiaomi'));
    const opened = (window as { listingOpened?: string[] }).listingOpened ?? [];
    await waitFor(() => expect(opened).toHaveLength(1));
    await expect(new URL(opened[0] ?? '').searchParams.getAll('brand')).toEqual(['Xiaomi']);
    await expect(titles(canvas)).toEqual(['Apple iPhone 15', 'Samsung Galaxy S24']);
    await expect(canvas.querySelector('#catalog')).not.toHaveAttribute('aria-busy');
  },
};
export const FailureOpensThePageRu: Story = inRussian(FailureOpensThePage);

/** A guest opens the extended filters: told to log in or register; the login link opens the login dialog. */
export const GuestExtendedFilters: Story = {
  async play(context) {
    const canvas = context.canvasElement;
    const extended = canvas.querySelector('details.extended-filters')!;
    await context.userEvent.click(extended.querySelector('summary')!);
    await expect(extended).toHaveAttribute('open');
    await expect(extended).toHaveTextContent(texts(context).locked.replace(/: $/, ''));
    await context.userEvent.click(linkNamed(canvas, texts(context).login));
    await waitFor(() => expect(vitrinaOf(context).state.modal.value).toEqual({ open: true, id: 'login' }));
  },
};
export const GuestExtendedFiltersRu: Story = inRussian(GuestExtendedFilters);
