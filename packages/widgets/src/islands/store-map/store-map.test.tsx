import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedVitrina, mockApi } from '../../testing/sign-in-test-kit';
import { NEAR_LVIV } from '../../testing/sample-stores';
import { click, fakeGeolocation, stubGeolocation, marker, markers, renderStoreMap, status, storeButton } from './store-map-test-kit';

mockApi();
let vitrina: Vitrina;
const scrolled: Element[] = [];

beforeEach(async () => {
  vitrina = await loadedVitrina();
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vitrina.destroy();
  vi.unstubAllGlobals();
});

const selectedButtons = () => screen.queryAllByRole('button', { current: true });

describe('the store map', () => {
  it('lists every store as a button named by its title and address, and draws a titled marker for each', async () => {
    await renderStoreMap(vitrina);
    expect(screen.getByRole('heading', { level: 2, name: 'Магазини' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Сервісні центри' })).toBeTruthy();
    expect(storeButton('Сервісний центр «Вітрина», Центр, Львів, вул. Городоцька, 36')).toBeTruthy();
    expect(markers()).toHaveLength(8);
    expect(marker(5).getAttribute('title')).toBe('Магазин: Магазин «Вітрина», ТРЦ Victoria Gardens, Львів, вул. Кульпарківська, 226А');
    expect(marker(5).getAttribute('role')).toBe('button');
    expect(marker(24).classList.contains('store-map-marker--service')).toBe(true);
    expect(screen.getByRole('region', { name: 'Мапа магазинів і сервісних центрів' })).toBeTruthy();
    expect(selectedButtons()).toHaveLength(0);
  });

  it('choosing a store in the list highlights its marker and opens its popup, built of the store’s texts', async () => {
    await renderStoreMap(vitrina);
    await click(storeButton(/ТРЦ Victoria Gardens/));
    expect(selectedButtons().map((button) => button.textContent)).toEqual(['Магазин «Вітрина», ТРЦ Victoria Gardens']);
    expect(marker(5).classList.contains('is-selected')).toBe(true);
    expect(markers().filter((icon) => icon.classList.contains('is-selected'))).toHaveLength(1);
    const popup = document.querySelector<HTMLElement>('.leaflet-popup-content')!;
    expect(popup.querySelector('strong')?.textContent).toBe('Магазин «Вітрина», ТРЦ Victoria Gardens');
    expect(within(popup).getByRole('link', { name: '+38 032 290 10 05' }).getAttribute('href')).toBe('tel:+380322901005');
    expect(within(popup).getByRole('link', { name: 'Прокласти маршрут' }).getAttribute('href')).toContain('destination=49.8027,23.9807');
    // The list was where the shopper chose: it does not scroll.
    expect(scrolled).toHaveLength(0);
  });

  it('a store’s texts never become markup in its popup', async () => {
    await renderStoreMap(vitrina, { mapStores: [{ id: 9, kind: 'shop', title: '<img src=x onerror=alert(1)>', address: '<b>Київ</b>', lat: 50.45, lng: 30.52 }] });
    await click(storeButton(/<img/));
    const popup = document.querySelector<HTMLElement>('.leaflet-popup-content')!;
    expect(popup.querySelector('img, b')).toBeNull();
    expect(popup.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('choosing a marker marks its store in the list and scrolls the list to it, by click or by Enter', async () => {
    await renderStoreMap(vitrina);
    await click(marker(22));
    expect(selectedButtons().map((button) => button.getAttribute('aria-label'))).toEqual(['Сервісний центр «Вітрина», Лівий берег, Київ, вул. Євгена Сверстюка, 11']);
    expect(scrolled.map((element) => element.getAttribute('data-store-id'))).toEqual(['22']);
    expect(marker(22).classList.contains('is-selected')).toBe(true);

    await act(async () => {
      fireEvent.keyDown(marker(7), { key: 'Enter', keyCode: 13 });
    });
    expect(selectedButtons().map((button) => button.textContent)).toEqual(['Магазин «Вітрина», ТРЦ City Center']);
    expect(marker(22).classList.contains('is-selected')).toBe(false);
  });

  it('the kind filter narrows the list and the map, and a hidden choice is let go', async () => {
    await renderStoreMap(vitrina);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Усі (8)', 'Магазини (5)', 'Сервісні центри (3)']);
    await click(storeButton(/ТРЦ Gulliver/));
    await click(screen.getByRole('radio', { name: 'Сервісні центри (3)' }));
    expect(markers().map((icon) => icon.dataset.storeId)).toEqual(['22', '24', '25']);
    expect(screen.queryByRole('heading', { name: 'Магазини' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ТРЦ Gulliver/ })).toBeNull();
    expect(selectedButtons()).toHaveLength(0);
    expect(document.querySelector('.leaflet-popup')).toBeNull();

    await click(screen.getByRole('radio', { name: 'Усі (8)' }));
    expect(markers()).toHaveLength(8);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('finds the nearest store to the browser’s position among those shown and announces it with the distance', async () => {
    const geolocation = fakeGeolocation({ coords: NEAR_LVIV });
    await renderStoreMap(vitrina);
    await click(screen.getByRole('button', { name: 'Знайти найближчий до мене' }));
    expect(geolocation.asked()).toBe(1);
    expect(status().textContent).toMatch(/^Найближчий магазин — Магазин «Вітрина», ТРЦ Victoria Gardens, Львів, вул. Кульпарківська, 226А: 1,\d км від вас$/);
    expect(selectedButtons().map((button) => button.textContent)).toEqual(['Магазин «Вітрина», ТРЦ Victoria Gardens']);
    expect(marker(5).classList.contains('is-selected')).toBe(true);

    await click(screen.getByRole('radio', { name: 'Сервісні центри (3)' }));
    await click(screen.getByRole('button', { name: 'Знайти найближчий до мене' }));
    expect(status().textContent).toMatch(/^Найближчий сервісний центр — Сервісний центр «Вітрина», Центр, Львів, вул. Городоцька, 36: \d+,\d км від вас$/);
    expect(marker(24).classList.contains('is-selected')).toBe(true);
  });

  it.each([
    [1, 'Ви не дозволили браузеру визначити, де ви. Дозвольте це в налаштуваннях сайту або оберіть адресу зі списку.'],
    [2, 'Не вдалося визначити, де ви. Оберіть адресу зі списку.'],
    [3, 'Браузер не встиг визначити, де ви. Спробуйте ще раз або оберіть адресу зі списку.'],
  ] as const)('says why there is no nearest store when geolocation fails with code %i, and changes nothing else', async (code, message) => {
    fakeGeolocation({ code });
    await renderStoreMap(vitrina);
    await click(storeButton(/ТРЦ Nikolsky/));
    await click(screen.getByRole('button', { name: 'Знайти найближчий до мене' }));
    expect(status().textContent).toBe(message);
    expect(selectedButtons().map((button) => button.textContent)).toEqual(['Магазин «Вітрина», ТРЦ Nikolsky']);
  });

  it('says so when the browser has no geolocation at all', async () => {
    stubGeolocation(undefined);
    await renderStoreMap(vitrina);
    await click(screen.getByRole('button', { name: 'Знайти найближчий до мене' }));
    expect(status().textContent).toBe('Не вдалося визначити, де ви. Оберіть адресу зі списку.');
  });

  it('shows the tiles’ attribution as text with its link, and none without tiles', async () => {
    const { unmount } = await renderStoreMap(vitrina, {
      tilesUrl: '/tiles/{z}/{x}/{y}.png',
      tilesAttribution: '© OpenStreetMap contributors',
      tilesAttributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' }).getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    unmount();
    await renderStoreMap(vitrina);
    expect(screen.queryByText('© OpenStreetMap contributors')).toBeNull();
  });
});
