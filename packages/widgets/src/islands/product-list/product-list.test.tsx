import type { Vitrina } from '@vitrina/core';
import { act, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandProps } from '../../contract/island-props';
import { defineWidget } from '../../runtime/define-widget';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { LISTING_PATH, listingAddress, listingElement, listingPageHtml, listingPages, productsText, queryOf } from '../../testing/listing-test-kit';
import { testVitrina, unanswered } from '../../testing/sign-in-test-kit';
import { listingNavigation } from './listing-navigation';
import { productListWidget } from './product-list-widget';

const server = setupServer(unanswered);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A card's island, standing for product-actions: it shows which product it mounted for. */
const probe = defineWidget({
  name: 'probe',
  props: islandProps({ productId: z.coerce.number() }),
  component: ({ productId }: { productId: number }) => <button type="button">Купити {productId}</button>,
});

let vitrina: Vitrina;
let runtime: IslandRuntime;
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  history.replaceState(null, '', LISTING_PATH);
  vitrina = testVitrina();
  assign = vi.spyOn(listingNavigation, 'assign').mockImplementation(() => {});
  document.body.append(listingElement(document, queryOf(LISTING_PATH)));
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [productListWidget, probe] });
  await act(() => runtime.start());
});
afterEach(() => {
  runtime.stop();
  vitrina.destroy();
  assign.mockRestore();
  document.body.replaceChildren();
});

const titles = () => Array.from(document.querySelectorAll('[data-listing-part="results"] h3'), (title) => title.textContent);
const status = () => document.getElementById('result-count')?.textContent;
const box = (brand: string) => document.querySelector<HTMLInputElement>(`input[name="brand"][value="${brand}"]`)!;
const link = (text: string) => Array.from(document.querySelectorAll<HTMLAnchorElement>('#catalog a')).find((a) => a.textContent === text)!;
const results = () => document.querySelector('[data-listing-part="results"]');

async function tick(brand: string) {
  await act(async () => {
    box(brand).click();
  });
}

describe('the product-list island', () => {
  it('applies a ticked filter in place: the list, the count announced, the address pushed, the focus kept on the box', async () => {
    server.use(listingPages());
    const entries = history.length;
    box('Samsung').focus();
    await tick('Samsung');
    await waitFor(() => expect(titles()).toEqual(['Samsung Galaxy S24', 'Samsung Galaxy A55']));
    expect(status()).toBe(productsText(2));
    expect(window.location.href).toBe(listingAddress({ brands: ['Samsung'] }));
    expect(history.length).toBe(entries + 1);
    expect(document.activeElement).toBe(box('Samsung'));
    expect(box('Samsung').checked).toBe(true);
    expect(document.title).toBe('Смартфони · 1');
  });

  it('sorts and pages in place, the focus on the results, and Back shows the list it left', async () => {
    server.use(listingPages());
    await act(async () => link('Від дешевших').click());
    await waitFor(() => expect(titles()).toEqual(['Xiaomi Redmi 13', 'Samsung Galaxy A55']));
    expect(document.activeElement).toBe(results());
    expect(link('Від дешевших').getAttribute('aria-current')).toBe('true');
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="sort"]')?.value).toBe('price_asc');

    await act(async () => link('2').click());
    await waitFor(() => expect(titles()).toEqual(['Apple iPhone 13', 'Samsung Galaxy S24']));
    expect(window.location.href).toBe(listingAddress({ sort: 'price_asc', page: 2 }));

    await act(async () => {
      history.back();
      await delay(50);
    });
    await waitFor(() => expect(titles()).toEqual(['Xiaomi Redmi 13', 'Samsung Galaxy A55']));
    expect(window.location.href).toBe(listingAddress({ sort: 'price_asc' }));
  });

  it('filters from the form’s submit, back on the first page', async () => {
    server.use(listingPages());
    history.replaceState(null, '', `${LISTING_PATH}?page=2`);
    box('Apple').checked = true;
    await act(async () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(titles()).toEqual(['Apple iPhone 15', 'Apple iPhone 13']));
    expect(window.location.href).toBe(listingAddress({ brands: ['Apple'] }));
    expect(document.activeElement).toBe(results());
  });

  it('shows only the newest list: an answer that comes late is dropped', async () => {
    server.use(listingPages((address) => (queryOf(address).brands.includes('Apple') && queryOf(address).brands.length === 1 ? 300 : 10)));
    await tick('Apple');
    await tick('Apple');
    await tick('Xiaomi');
    await waitFor(() => expect(titles()).toEqual(['Xiaomi Redmi 13']));
    await act(() => delay(400));
    expect(titles()).toEqual(['Xiaomi Redmi 13']);
    expect(window.location.href).toBe(listingAddress({ brands: ['Xiaomi'] }));
  });

  it('mounts the islands of the cards that arrive', async () => {
    server.use(listingPages());
    await tick('Xiaomi');
    await waitFor(() => expect(document.querySelector('[data-widget="probe"] button')?.textContent).toBe('Купити 105'));
  });

  it('brings over no script, no event handler and no javascript: link of the page it fetched', async () => {
    server.use(
      http.get(`*${LISTING_PATH}`, ({ request }) => {
        const html = listingPageHtml(request.url, (doc) => {
          const list = doc.querySelector('[data-listing-part="results"] ul')!;
          const script = doc.createElement('script');
          script.textContent = 'window.hacked = true';
          list.append(script);
          list.querySelector('a')!.setAttribute('onclick', 'window.hacked = true');
          list.querySelector('a')!.setAttribute('href', 'javascript:window.hacked=true');
          const image = doc.createElement('img');
          image.setAttribute('src', 'x');
          image.setAttribute('onerror', 'window.hacked = true');
          list.append(image);
        });
        return new HttpResponse(html, { headers: { 'content-type': 'text/html' } });
      }),
    );
    await tick('Xiaomi');
    await waitFor(() => expect(titles()).toEqual(['Xiaomi Redmi 13']));
    const list = results()!;
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('[onclick], [onerror]')).toBeNull();
    expect(list.querySelector('h3 a')?.hasAttribute('href')).toBe(false);
    expect(list.querySelector('img')?.getAttribute('src')).toBe('x');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens as a page what it cannot show in place: an error status, a page without the listing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`*${LISTING_PATH}`, () => new HttpResponse('Bad gateway', { status: 502, headers: { 'content-type': 'text/html' } })));
    await tick('Apple');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(listingAddress({ brands: ['Apple'] })));
    expect(titles()).toEqual(['Apple iPhone 15', 'Samsung Galaxy S24']);

    server.use(http.get(`*${LISTING_PATH}`, () => new HttpResponse('<!DOCTYPE html><title>Ой</title><p>Ой', { headers: { 'content-type': 'text/html' } })));
    await tick('Xiaomi');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(listingAddress({ brands: ['Apple', 'Xiaomi'] })));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The page has no listing #catalog'));
    warn.mockRestore();
  });

  it('opens the login dialog from a guest’s extended filters, instead of the login page', async () => {
    await act(async () => link('Увійти').click());
    expect(vitrina.state.modal.value).toMatchObject({ id: 'login' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the panel links, the product links and a new tab to the browser', async () => {
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    await act(async () => link('Фільтри').click());
    const card = document.querySelector<HTMLAnchorElement>('[data-listing-part="results"] h3 a')!;
    card.addEventListener('click', (event) => event.preventDefault());
    await act(async () => card.click());
    await act(async () => link('2').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(clicks).toEqual([false, true, false]);
  });
});
