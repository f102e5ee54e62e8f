import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { cardProductIds, getPage } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the main page', () => {
  it('has the banner slider with a picture source per breakpoint', async () => {
    const { html } = await getPage(server, '/');
    // The island comes first in the slider's section, the strip after it (the widget's contract).
    expect(html).toMatch(/<section class="banner-slider"[^>]*><div class="slider-controls" data-widget="banner-slider" data-count="\d+"><\/div><ul class="banner-track">/);
    expect(html).toMatch(/<picture><source media="\(min-width: 1024px\)" srcSet="\/images\/[^"]+"\/><source media="\(min-width: 768px\)" srcSet="\/images\/[^"]+"\/><img src="\/images\/[^"]+"/);
  });

  it('has category cards linking to category pages', async () => {
    const { html } = await getPage(server, '/');
    const slugs = (server.db.prepare('SELECT slug FROM categories WHERE is_services = 0').all() as { slug: string }[]).map((row) => row.slug);
    const linked = [...html.matchAll(/<a class="category-card-head" href="\/category\/([^"?]+)"/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of linked) expect(slugs).toContain(slug);
  });

  it('lists top sales only when there are top products', async () => {
    const top = (server.db.prepare('SELECT COUNT(*) AS n FROM products WHERE is_top = 1 AND is_corporate = 0').get() as { n: number }).n;
    expect(top).toBeGreaterThan(0);
    const { html } = await getPage(server, '/');
    expect(html).toMatch(/<h2 id="top-sales-title" class="section-title">[^<]+<\/h2><div class="slider-controls" data-widget="top-sales-slider" data-count="\d+"><\/div><ul class="product-grid product-grid--row"/);
    expect(cardProductIds(html).length).toBe(Math.min(top, 12));

    const marked = server.db.prepare('SELECT id FROM products WHERE is_top = 1').all() as { id: number }[];
    server.db.prepare('UPDATE products SET is_top = 0').run();
    const without = (await getPage(server, '/')).html;
    expect(without).not.toContain('top-sales');
    expect(cardProductIds(without)).toEqual([]);
    for (const { id } of marked) server.db.prepare('UPDATE products SET is_top = 1 WHERE id = ?').run(id);
  });

  it('links the advantages block to /advantages, and the advantages page lists them', async () => {
    const { html } = await getPage(server, '/?lang=ru');
    expect(html).toContain('<a class="more-link" href="/advantages">Все преимущества</a>');
    const page = await getPage(server, '/advantages?lang=ru');
    expect(page.html).toContain('class="advantages"');
  });

  it('folds the SEO text: heading, visible part, hidden part behind show more / show less', async () => {
    const { html } = await getPage(server, '/');
    expect(html).toMatch(/<section class="section seo-text"[^>]*><h2 id="seo-title" class="section-title">[^<]+<\/h2><p>/);
    expect(html).toContain('<details class="seo-more"><summary><span class="when-closed">Показати більше</span><span class="when-open">Показати менше</span></summary><p>');
  });

  it('survives broken content: a block that does not parse is left out', async () => {
    server.db.prepare("UPDATE content SET value = '{not json' WHERE key = 'main.banners' AND lang = 'uk'").run();
    server.db.prepare(`UPDATE content SET value = '[{"title":"x"}]' WHERE key = 'main.categories' AND lang = 'uk'`).run();
    const page = await getPage(server, '/');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('data-widget="banner-slider"');
    expect(page.html).not.toContain('category-cards');
  });
});
