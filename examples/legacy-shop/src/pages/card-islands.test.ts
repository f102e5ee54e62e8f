import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { attribute, decodeHtml, findProduct, getPage, scriptTags, widgetTags } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the credit-badge island', () => {
  it('carries the product and its longest instalment term', async () => {
    const product = findProduct(server.db, 'p.is_available_for_credit = 1 AND EXISTS (SELECT 1 FROM product_credit_items i WHERE i.product_id = p.id)');
    const { months } = server.db.prepare('SELECT MAX(months_count) AS months FROM product_credit_items WHERE product_id = ?').get(product.id) as {
      months: number;
    };
    const { html } = await getPage(server, `/${product.slug}`);
    const [badge] = widgetTags(html, 'credit-badge');
    expect(attribute(badge ?? '', 'data-product-id')).toBe(String(product.id));
    expect(attribute(badge ?? '', 'data-credit-months')).toBe(String(months));
  });

  it('leaves the term out for a product without instalment offers', async () => {
    const product = findProduct(server.db, 'p.is_available_for_credit = 1');
    server.db.prepare('DELETE FROM product_credit_items WHERE product_id = ?').run(product.id);
    const { html } = await getPage(server, `/${product.slug}`);
    const [badge] = widgetTags(html, 'credit-badge');
    expect(badge).toBeDefined();
    expect(attribute(badge ?? '', 'data-credit-months')).toBeUndefined();
  });
});

describe('the product page’s services', () => {
  const withServices = () => findProduct(server.db, 'EXISTS (SELECT 1 FROM product_services s WHERE s.product_id = p.id)');

  it('makes every service an island carrying the product, its to-cart flag and the service’s id, title and price', async () => {
    const product = withServices();
    const offered = server.db
      .prepare('SELECT p.id, p.title_uk AS title, p.price FROM product_services s JOIN products p ON p.id = s.service_id WHERE s.product_id = ? ORDER BY p.price, p.id')
      .all(product.id) as { id: number; title: string; price: number }[];
    const { to_cart } = server.db.prepare('SELECT btn_to_cart AS to_cart FROM products WHERE id = ?').get(product.id) as { to_cart: number };
    const { html } = await getPage(server, `/${product.slug}`);
    const islands = widgetTags(html, 'product-services');
    expect(islands).toHaveLength(offered.length);
    islands.forEach((tag, index) => {
      expect(tag.startsWith('<li')).toBe(true);
      expect(attribute(tag, 'data-product-id')).toBe(String(product.id));
      expect(attribute(tag, 'data-to-cart')).toBe(String(to_cart));
      expect(attribute(tag, 'data-service-id')).toBe(String(offered[index]?.id));
      expect(decodeHtml(attribute(tag, 'data-service-title') ?? '')).toBe(offered[index]?.title);
      expect(attribute(tag, 'data-price')).toBe(String(offered[index]?.price));
    });
  });

  it('stays readable without script: each service’s title and price as text, and how to add one', async () => {
    const product = withServices();
    const { html } = await getPage(server, `/${product.slug}`);
    const section = html.slice(html.indexOf('<section class="product-services"'), html.indexOf('</section>', html.indexOf('<section class="product-services"')));
    expect(section).toMatch(/<span class="service-price">[\d ]+ грн<\/span>/);
    expect(section).toContain('Послуги можна додати до товару в кошику.');
    expect(section).not.toContain('<input');
  });

  it('keeps a service title made of markup as text, in the attribute too', async () => {
    const product = withServices();
    const { service_id: serviceId } = server.db.prepare('SELECT service_id FROM product_services WHERE product_id = ? LIMIT 1').get(product.id) as { service_id: number };
    server.db.prepare('UPDATE products SET title_uk = ? WHERE id = ?').run('"><script>alert(1)</script>', serviceId);
    const { html } = await getPage(server, `/${product.slug}`);
    expect(html).toContain('data-service-title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(scriptTags(html).some((tag) => tag === '<script>')).toBe(false);
  });
});
