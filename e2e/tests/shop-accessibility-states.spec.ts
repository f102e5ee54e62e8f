import type { Locator, Page } from '@playwright/test';
import { cardOf } from './support/shop-widgets';
import { listedProduct } from './support/shop-dialogs';
import { withShopDatabase } from './support/shop-database';
import { productWithoutGiftsLeft, productWithReminder } from './support/shop-journeys';
import { expectNoAxeViolations, expect, test, type Lang } from './support/shop-test';
import { animationsSettled, becomeVisitor, openWithWidgets, type Visitor, type VisitorKind } from './support/shop-visitors';

// The islands and dialogs in their open or active states — not only at first paint — at a phone's,
// a tablet's and a laptop's width, in Ukrainian and in Russian: the account menu open, every dialog
// a shopper can open from the shop's pages, the search modal with suggestions, a slider moved on,
// the map with a store chosen. axe finds nothing. Controls are found by the widgets' class names,
// which are the same in both languages (docs/widget-contract.md lists them).

const widths = [375, 768, 1280] as const;
const langs: readonly Lang[] = ['uk', 'ru'];

interface State {
  readonly name: string;
  readonly visitor: VisitorKind;
  /** Finds what the state needs once per test: the page, and the product it concerns. */
  prepare(page: Page, visitor: Visitor): Promise<Prepared>;
  /** On the prepared page in one language: brings the state about and waits until it is there. */
  enter(page: Page, productId: number): Promise<void>;
  /** A refusal the state brings about on purpose: the browser's console line about it is expected. */
  readonly refusal?: readonly [path: string, status: number];
}

interface Prepared {
  readonly path: string;
  readonly productId?: number;
}

/** The modal host's open dialog, once its content (and its lazy code) has arrived. */
async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.locator('[data-widget="modal-host"] dialog[open]');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
  return dialog;
}

/** The card's actions island of a listed product. */
const actionsOf = (page: Page, id: number) => cardOf(page, id).locator('[data-widget="product-actions"]');

const listed = (kind: 'pre-order' | 'one-click' | 'credit') => async (page: Page): Promise<Prepared> => {
  const { path, id } = await listedProduct(page, kind);
  return { path, productId: id };
};

const mainPage = async (): Promise<Prepared> => ({ path: '/' });

const states: readonly State[] = [
  {
    name: 'the login dialog and its registration screen',
    visitor: 'guest',
    prepare: mainPage,
    async enter(page) {
      const dialog = await openDialog(page, page.getByRole('banner').locator('.vitrina-user-menu__login'));
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: /^(Зареєструватися|Зарегистрироваться)$/ }).click();
      await expect(dialog.getByRole('textbox').nth(3)).toBeVisible();
    },
  },
  {
    name: 'the search modal with suggestions',
    visitor: 'guest',
    prepare: mainPage,
    async enter(page) {
      const dialog = await openDialog(page, page.getByRole('banner').locator('[data-widget="search-opener"]'));
      await dialog.getByRole('combobox').fill('Apple');
      await expect(dialog.getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'the pre-order dialog',
    visitor: 'guest',
    prepare: listed('pre-order'),
    enter: async (page, productId) => void (await openDialog(page, actionsOf(page, productId).locator('.vitrina-button--primary'))),
  },
  {
    name: 'the one-click order dialog',
    visitor: 'guest',
    prepare: listed('one-click'),
    enter: async (page, productId) => void (await openDialog(page, actionsOf(page, productId).locator('.vitrina-actions__one-click'))),
  },
  {
    name: 'the credit popup',
    visitor: 'guest',
    prepare: listed('credit'),
    enter: async (page, productId) => void (await openDialog(page, cardOf(page, productId).locator('[data-widget="credit-badge"] button'))),
  },
  {
    name: 'the back-in-stock reminder dialog',
    visitor: 'guest',
    async prepare(page) {
      const { path, id } = await productWithReminder(page);
      return { path, productId: id };
    },
    enter: async (page, productId) => void (await openDialog(page, actionsOf(page, productId).locator('.vitrina-button--secondary'))),
  },
  {
    name: 'the offer to buy without the gift, when a product’s gifts have run out',
    visitor: 'guest',
    refusal: ['/api/shop/cart/create', 409],
    async prepare() {
      const { id, slug } = productWithoutGiftsLeft(0);
      return { path: `/${slug}`, productId: id };
    },
    async enter(page, productId) {
      await page.locator(`[data-widget="product-actions"][data-product-id="${productId}"] .vitrina-button--primary`).first().click();
      const offer = page.getByRole('dialog');
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('button').first()).toBeFocused();
    },
  },
  {
    name: 'the main page’s sliders moved on',
    visitor: 'guest',
    prepare: mainPage,
    async enter(page) {
      const slider = page.locator('section.banner-slider');
      const active = () => slider.locator('.swiper-slide-active').getAttribute('aria-label');
      const first = await active();
      await slider.locator('.vitrina-slider-next').click();
      await expect.poll(active).not.toBe(first);
    },
  },
  {
    name: 'the map with a store chosen',
    visitor: 'guest',
    prepare: async () => ({ path: '/map' }),
    async enter(page) {
      const island = page.locator('[data-widget="store-map"]');
      await island.locator('.store-map-choose').first().click();
      await expect(island.locator('.leaflet-popup')).toBeVisible();
      // The popup fades in.
      await expect(island.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
    },
  },
  {
    name: 'the account menu open, then the change-account dialog',
    visitor: 'customer',
    prepare: mainPage,
    async enter(page) {
      const button = page.getByRole('banner').locator('.vitrina-user-menu__button');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await openDialog(page, page.locator('.vitrina-user-menu__list button').first());
    },
  },
  {
    name: 'the corporate account menu open and the distributors dialog',
    visitor: 'corporate',
    async prepare(page, visitor) {
      withShopDatabase((db) => db.prepare('UPDATE users SET can_see_distributors = 1 WHERE email = ?').run(visitor.email));
      await page.goto('/');
      const product = await page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
      expect(product, 'the main page lists a product').toMatch(/^\//);
      return { path: product ?? '/' };
    },
    async enter(page) {
      const button = page.getByRole('banner').locator('.vitrina-user-menu__button');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await button.click();
      await openDialog(page, page.getByRole('main').locator('.distributors-button').first());
    },
  },
];

for (const width of widths) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const state of states) {
      test(`${state.visitor}: ${state.name}, in uk and ru`, async ({ page, baseURL, pageWatch }) => {
        test.setTimeout(90_000);
        if (state.refusal) pageWatch.expectErrorStatus(...state.refusal);
        const visitor = await becomeVisitor(page, baseURL, state.visitor);
        const { path, productId = 0 } = await state.prepare(page, visitor);
        for (const lang of langs) {
          await openWithWidgets(page, path, lang);
          await state.enter(page, productId);
          await animationsSettled(page);
          await expectNoAxeViolations(page);
        }
      });
    }
  });
}
