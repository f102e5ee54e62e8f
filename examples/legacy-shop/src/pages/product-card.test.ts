import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import {
  attribute,
  cardProductIds,
  categoryWithProducts,
  createTestUser,
  findProduct,
  getPage,
  widgetTags,
  type TestUser,
} from './testing/page-kit';

let server: TestServer;
let categoryPath: string;
let corporate: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  categoryPath = `/category/${categoryWithProducts(server.db, 1).slug}`;
  corporate = createTestUser(server.db, { role: 'corporate' });
  admin = createTestUser(server.db, { canSeeDistributors: true });
});
afterAll(() => server.close());

/** A card's opening tag. */
const CARD_START = /<article class="product-card"[^>]*>/;

/** The HTML of one product's card on a page. */
function cardOf(html: string, productId: number): string {
  const cards = html.split(CARD_START).slice(1);
  const card = cards.find((part) => part.includes(`data-product-id="${productId}"`));
  if (!card) throw new Error(`No card of product ${productId}`);
  return card.slice(0, card.indexOf('</article>'));
}

/** A page showing the product's card: the compare page of that one product. */
const pageWith = (productId: number, cookies?: Record<string, string>) => getPage(server, `/compare?ids=${productId}`, { cookies });

describe('every product card', () => {
  it('wraps its fallback controls in a product-actions island with the contract’s data attributes', async () => {
    for (const path of ['/', categoryPath, '/search?q=a']) {
      const { html } = await getPage(server, path);
      const cards = html.split(CARD_START).length - 1;
      const islands = widgetTags(html, 'product-actions');
      expect(cards, path).toBeGreaterThan(0);
      expect(islands, path).toHaveLength(cards);
      for (const tag of islands) {
        expect(Number(attribute(tag, 'data-product-id'))).toBeGreaterThan(0);
        for (const name of ['data-to-cart', 'data-favorites', 'data-compare', 'data-pre-order', 'data-notify']) {
          expect(attribute(tag, name), `${name} in ${tag}`).toMatch(/^[01]$/);
        }
        expect(attribute(tag, 'data-tooltip-active')).toBe('Видалити з обраного');
        expect(attribute(tag, 'data-tooltip-inactive')).toBe('Додати в обране');
      }
    }
  });

  it('shows image, title link, brand, stars with an accessible rating and the reviews link', async () => {
    const product = findProduct(server.db, 'p.brand IS NOT NULL AND p.image IS NOT NULL AND p.count_reviews > 1');
    const card = cardOf((await pageWith(product.id)).html, product.id);
    expect(card).toMatch(/<img src="\/images\/[^"]+" alt=""/);
    expect(card).toContain(`<a href="/${product.slug}" data-select-item="">`);
    expect(card).toContain('class="card-brand"');
    expect(card).toMatch(/role="img" aria-label="Рейтинг: [\d,]+ з 5"/);
    expect(card.match(/class="star star--(full|half|empty)"/g)).toHaveLength(5);
    expect(card).toContain(`href="/${product.slug}#prodFeedback"`);
  });

  it('shows the availability by its priority: in waiting over in stock', async () => {
    const product = findProduct(server.db);
    server.db.prepare('UPDATE products SET in_waiting = 1, in_stock = 1, is_ends = 1 WHERE id = ?').run(product.id);
    expect(cardOf((await pageWith(product.id)).html, product.id)).toContain('class="availability availability--in_waiting">Очікується');
  });

  it('shows a discount with the old price, and the bonus only for a product that can be bought', async () => {
    const product = findProduct(server.db);
    server.db.prepare('UPDATE products SET price = 1000, price_with_discount = 800, bonus = 15, is_available_to_buy = 1 WHERE id = ?').run(product.id);
    let card = cardOf((await pageWith(product.id)).html, product.id);
    expect(card).toContain('800 грн');
    expect(card).toContain('<s>1 000 грн</s>');
    expect(card).toContain('Знижка 20%');
    expect(card).toContain('+15 бонусів');
    server.db.prepare('UPDATE products SET is_available_to_buy = 0 WHERE id = ?').run(product.id);
    card = cardOf((await pageWith(product.id)).html, product.id);
    expect(card).not.toContain('бонус');
  });

  it('shows credit badges to non-corporate viewers only, for products available for credit', async () => {
    const product = findProduct(server.db, 'p.is_available_for_credit = 1');
    const badge = `data-widget="credit-badge" data-product-id="${product.id}"`;
    expect(cardOf((await pageWith(product.id)).html, product.id)).toContain(badge);
    expect(cardOf((await pageWith(product.id, corporate.cookies)).html, product.id)).not.toContain(badge);
    server.db.prepare('UPDATE products SET is_available_for_credit = 0 WHERE id = ?').run(product.id);
    expect(cardOf((await pageWith(product.id)).html, product.id)).not.toContain('credit-badge');
  });

  it('labels corporate products B2B, and shows them to corporate users only', async () => {
    const product = findProduct(server.db);
    server.db.prepare('UPDATE products SET is_corporate = 1 WHERE id = ?').run(product.id);
    expect(cardProductIds((await pageWith(product.id)).html)).not.toContain(product.id);
    expect(cardOf((await pageWith(product.id, corporate.cookies)).html, product.id)).toContain('class="label label--b2b"');
    expect((await getPage(server, `/${product.slug}`)).status).toBe(404);
    server.db.prepare('UPDATE products SET is_corporate = 0 WHERE id = ?').run(product.id);
  });

  it('has the distributors button only for users who may see distributors', async () => {
    const { html: guestHtml } = await getPage(server, categoryPath);
    expect(guestHtml).not.toContain('data-widget="distributors"');
    const { html } = await getPage(server, categoryPath, { cookies: admin.cookies });
    expect(widgetTags(html, 'distributors')).toHaveLength(cardProductIds(html).length);
  });

  it('marks the gift and the product’s labels with their colours', async () => {
    const product = findProduct(server.db, 'EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id AND g.stock > 0)');
    expect(cardOf((await pageWith(product.id)).html, product.id)).toContain('class="label label--gift">+ Подарунок');
    const labelled = findProduct(server.db, 'EXISTS (SELECT 1 FROM product_labels l WHERE l.product_id = p.id)');
    expect(cardOf((await pageWith(labelled.id)).html, labelled.id)).toMatch(/class="label" style="--label-color:#[0-9a-f]{3,8};--label-text:#(000|fff)"/i);
  });

  it('offers one-click only with a buy button, not on the compare page, not to corporate users', async () => {
    const product = findProduct(server.db, 'p.btn_to_cart = 1 AND p.btn_preorder = 0 AND p.btn_notify = 0');
    const { html } = await getPage(server, `/${product.slug}`);
    expect(html).toContain('class="one-click-link"');
    expect(html).toContain('id="order-fast"');
    expect(cardOf((await pageWith(product.id)).html, product.id)).not.toContain('one-click-link');
    expect((await getPage(server, `/${product.slug}`, { cookies: corporate.cookies })).html).not.toContain('one-click-link');
  });
});

describe('the header', () => {
  it('hides the cart link while the cart is empty, and the cart count is the server’s', async () => {
    const { html } = await getPage(server, '/');
    const [link] = widgetTags(html, 'cart-link');
    expect(link).toContain(' hidden=""');
    expect(attribute(link!, 'data-count')).toBe('0');
  });

  it('has the search opener, the user menu and the language switch', async () => {
    const { html } = await getPage(server, '/');
    expect(widgetTags(html, 'search-opener')[0]).toContain('href="/search"');
    // Named by aria-label: under 768 px the header hides the link's text.
    expect(html).toMatch(/data-widget="user-menu"[^>]*>\s*<a class="header-action" href="\/login\?next=%2F" aria-label="Увійти">/);
    const user = createTestUser(server.db, { firstName: 'Марія' });
    const logged = (await getPage(server, '/', { cookies: user.cookies })).html;
    expect(logged).toContain('<span class="user-initial" aria-hidden="true">М</span>');
    expect(logged).toContain('href="/profile"');
  });
});
