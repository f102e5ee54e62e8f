import type { Page } from '@playwright/test';
import { buyableProductOf, categoryPath } from './support/shop-widgets';
import { expectNoAxeViolations, expect, listedCards, test, type Lang } from './support/shop-test';
import { becomeVisitor, openWithWidgets, putInCart, type Visitor, type VisitorKind } from './support/shop-visitors';

// Every page type of the shop with the widgets mounted, at a phone's, a tablet's and a laptop's
// width, in Ukrainian and in Russian, for a guest, a customer and a corporate user: axe finds
// nothing (support/known-shop-defects.ts lists no exception). The open states of the islands and
// dialogs are checked the same way in shop-accessibility-states.spec.ts.

export const widths = [375, 768, 1280] as const;
const langs: readonly Lang[] = ['uk', 'ru'];
const visitors: readonly VisitorKind[] = ['guest', 'customer', 'corporate'];

interface Pages {
  readonly name: string;
  /** The paths to check, found for this visitor (who may have been given a cart or a compare list first). */
  paths(page: Page, baseURL: string | undefined, visitor: Visitor): Promise<readonly string[]>;
}

/** A category's path and the path of its first product. */
async function catalogue(page: Page): Promise<string[]> {
  const category = await categoryPath(page, 0);
  await page.goto(category);
  const product = await listedCards(page).first().getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
  expect(product, 'the first card links to its product').toMatch(/^\//);
  return [category, product ?? ''];
}

const groups: readonly Pages[] = [
  {
    name: 'the catalogue: main, category, product, search, advantages, the map and the order results',
    async paths(page) {
      await page.goto('/');
      const brand = (await page.getByRole('main').getByRole('article').first().locator('.card-brand').innerText()).trim();
      return ['/', ...(await catalogue(page)), `/search?q=${encodeURIComponent(brand)}`, '/search', '/advantages', '/map', '/order/result?status=success', '/order/result?status=failure'];
    },
  },
  {
    name: 'shopping: favourites, the compare table, the cart and the checkout with a product',
    async paths(page, baseURL, visitor) {
      await page.goto('/');
      const { id } = await buyableProductOf(page, await categoryPath(page, 0));
      await putInCart(page, baseURL, visitor, id);
      const ids = await page
        .getByRole('main')
        .locator('[data-widget="product-actions"]')
        .evaluateAll((islands) => islands.slice(0, 2).map((island) => island.getAttribute('data-product-id')));
      return ['/favorites', `/compare?ids=${ids.join(',')}`, '/cart', '/checkout'];
    },
  },
  {
    name: 'the visitor’s own pages',
    async paths(_page, _baseURL, visitor) {
      if (visitor.kind === 'guest') return ['/login', '/registration', '/recovery'];
      return ['/profile', '/profile/delivery', '/profile/settings', '/profile/bonuses', '/profile/purchases'];
    },
  },
];

for (const width of widths) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const kind of visitors) {
      for (const group of groups) {
        test(`${kind}: ${group.name}, in uk and ru`, async ({ page, baseURL }) => {
          test.setTimeout(120_000);
          const visitor = await becomeVisitor(page, baseURL, kind);
          const paths = await group.paths(page, baseURL, visitor);
          expect(paths.length).toBeGreaterThan(0);
          for (const path of paths) {
            for (const lang of langs) {
              await openWithWidgets(page, path, lang);
              await expectNoAxeViolations(page);
            }
          }
        });
      }
    }
  });
}
