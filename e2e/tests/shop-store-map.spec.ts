import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, MAP_TILES, type PageWatch } from './support/shop-test';
import { expect, test } from './support/shop-widgets';

// The map page's store-map island in the example shop: Leaflet over the seed's 21 shops and 9
// service centres, with every tile request aborted (this machine has no network, and a test
// must not reach one): the markers, the list and the nearest store work all the same.

/** Near Lviv's Forum shopping centre: its shop is the nearest store. */
const NEAR_FORUM_LVIV = { latitude: 49.852, longitude: 24.04 };

const markers = (page: Page): Locator => page.locator('.leaflet-marker-icon');
const marker = (page: Page, id: string): Locator => page.locator(`.leaflet-marker-icon[data-store-id="${id}"]`);
const storeList = (page: Page): Locator => page.locator('.store-map-list');
const mapRegion = (page: Page): Locator => page.getByRole('region', { name: 'Мапа магазинів і сервісних центрів' });
const nearestButton = (page: Page): Locator => page.getByRole('button', { name: 'Знайти найближчий до мене' });
/** The island's live region (the page's notifier has one too). */
const mapStatus = (page: Page): Locator => page.locator('.store-map-island').getByRole('status');

/**
 * The map page, once the map has drawn, with its tiles aborted (each a failure the page watch
 * expects; every test's browser context aborts them too, this page's route answers first).
 */
async function openMap(page: Page, pageWatch: PageWatch, path = '/map'): Promise<void> {
  await page.route(MAP_TILES, (route) => {
    pageWatch.expectNetworkFailure(new URL(route.request().url()).pathname);
    return route.abort();
  });
  await page.goto(path);
  await expect(page.locator('.store-map-canvas[data-map-ready]')).toBeVisible();
}

/** The marker lies within the map's visible frame. */
async function expectInsideMap(page: Page, id: string): Promise<void> {
  const frame = (await page.locator('.store-map-canvas').boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await marker(page, id).boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height;
      return x > frame.x && x < frame.x + frame.width && y > frame.y && y < frame.y + frame.height;
    })
    .toBe(true);
}

test.describe('the store map', () => {
  test('draws the 21 shops and 9 service centres with the tiles blocked, and the list of all of them', async ({ page, pageWatch }) => {
    await openMap(page, pageWatch);
    await expect(page.locator('.leaflet-marker-icon.store-map-marker--shop')).toHaveCount(21);
    await expect(page.locator('.leaflet-marker-icon.store-map-marker--service')).toHaveCount(9);
    await expect(storeList(page).getByRole('listitem')).toHaveCount(30);
    await expect(mapRegion(page)).toBeVisible();
    // The server's own list gave way to the island's.
    await expect(page.locator('ul.store-list')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    await expect(marker(page, '6')).toHaveAttribute('title', 'Магазин: Магазин «Вітрина», ТРЦ Forum Lviv, Львів, вул. Під Дубом, 7Б');
  });

  test('a store chosen in the list is highlighted and brought into the map with its popup; a marker chosen marks the list', async ({ page, pageWatch }) => {
    await openMap(page, pageWatch);
    const forum = storeList(page).getByRole('button', { name: 'Магазин «Вітрина», ТРЦ Forum Lviv, Львів, вул. Під Дубом, 7Б' });
    await forum.click();
    await expect(forum).toHaveAttribute('aria-current', 'true');
    await expect(marker(page, '6')).toHaveClass(/is-selected/);
    await expect(page.locator('.leaflet-marker-icon.is-selected')).toHaveCount(1);
    await expectInsideMap(page, '6');
    await expect(page.locator('.leaflet-popup-content')).toContainText('Магазин «Вітрина», ТРЦ Forum Lviv');
    await expect(page.locator('.leaflet-popup-content').getByRole('link', { name: '+38 032 290 10 06' })).toHaveAttribute('href', 'tel:+380322901006');

    // Lviv's service centre, next to it on the map now.
    await marker(page, '24').click();
    const centre = storeList(page).getByRole('button', { name: /Сервісний центр «Вітрина», Центр, Львів/ });
    await expect(centre).toHaveAttribute('aria-current', 'true');
    await expect(forum).not.toHaveAttribute('aria-current', 'true');
    await expect(centre).toBeInViewport();
  });

  test('the kind filter narrows the map and the list, and back', async ({ page, pageWatch }) => {
    await openMap(page, pageWatch);
    await page.getByRole('radio', { name: 'Сервісні центри (9)' }).check();
    await expect(markers(page)).toHaveCount(9);
    await expect(page.locator('.leaflet-marker-icon.store-map-marker--shop')).toHaveCount(0);
    await expect(storeList(page).getByRole('listitem')).toHaveCount(9);
    await page.getByRole('radio', { name: 'Магазини (21)' }).check();
    await expect(markers(page)).toHaveCount(21);
    await expect(storeList(page).getByRole('heading', { name: 'Сервісні центри' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Усі (30)' }).check();
    await expect(markers(page)).toHaveCount(30);
  });

  test('works by keyboard: the filter’s arrows, a store chosen with Enter, a marker chosen with Enter', async ({ page, pageWatch }) => {
    await openMap(page, pageWatch);
    await page.getByRole('radio', { name: 'Усі (30)' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Магазини (21)' })).toBeChecked();
    await expect(markers(page)).toHaveCount(21);

    const forum = storeList(page).getByRole('button', { name: /ТРЦ Forum Lviv/ });
    await forum.focus();
    await page.keyboard.press('Enter');
    await expect(forum).toHaveAttribute('aria-current', 'true');
    await expect(marker(page, '6')).toHaveClass(/is-selected/);

    const victoria = marker(page, '5');
    await victoria.focus();
    await expect(victoria).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(storeList(page).getByRole('button', { name: /ТРЦ Victoria Gardens/ })).toHaveAttribute('aria-current', 'true');
    await expect(victoria).toHaveClass(/is-selected/);
  });

  test('is clean for axe in Ukrainian and in Russian, with a store chosen', async ({ page, pageWatch }) => {
    await openMap(page, pageWatch);
    await storeList(page).getByRole('button', { name: /ТРЦ Forum Lviv/ }).click();
    await expect(page.locator('.leaflet-popup-content')).toBeVisible();
    // Leaflet fades the popup in: its text is measured once it is fully shown.
    await expect(page.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);

    await openMap(page, pageWatch, '/map?lang=ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('region', { name: 'Карта магазинов и сервисных центров' })).toBeVisible();
    await storeList(page).getByRole('button', { name: /ТРЦ Forum Lviv/ }).click();
    await expect(page.locator('.leaflet-popup-content')).toContainText('Магазин «Витрина», ТРЦ Forum Lviv');
    await expect(page.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });
});

test.describe('the nearest store, with the position allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: NEAR_FORUM_LVIV });

  test('is found, announced with its distance and chosen on the map and in the list', async ({ page, pageWatch }) => {
    await openMap(page, pageWatch);
    await nearestButton(page).click();
    await expect(mapStatus(page)).toHaveText(/^Найближчий магазин — Магазин «Вітрина», ТРЦ Forum Lviv, Львів, вул. Під Дубом, 7Б: 0,\d км від вас$/);
    await expect(storeList(page).getByRole('button', { name: /ТРЦ Forum Lviv/ })).toHaveAttribute('aria-current', 'true');
    await expect(marker(page, '6')).toHaveClass(/is-selected/);
    await expectInsideMap(page, '6');

    // Among the service centres only: Lviv's.
    await page.getByRole('radio', { name: 'Сервісні центри (9)' }).check();
    await nearestButton(page).click();
    await expect(mapStatus(page)).toHaveText(/^Найближчий сервісний центр — Сервісний центр «Вітрина», Центр, Львів, вул. Городоцька, 36: \d,\d км від вас$/);
  });
});

test.describe('the nearest store, with the position refused', () => {
  test.use({ permissions: [] });

  test('says so and how to go on, and the list and map stay as they were', async ({ page, pageWatch }) => {
    await openMap(page, pageWatch);
    await nearestButton(page).click();
    await expect(mapStatus(page)).toHaveText('Ви не дозволили браузеру визначити, де ви. Дозвольте це в налаштуваннях сайту або оберіть адресу зі списку.');
    await expect(storeList(page).locator('button[aria-current="true"]')).toHaveCount(0);
    await expect(markers(page)).toHaveCount(30);
  });
});
