import type { Lang } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { createAccount } from './testing/accounts';
import { insertCatalogFixture } from './testing/catalog-fixture';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
  insertContentUnlessSeeded();
});
afterAll(() => server.close());

/** Main page content shaped like the core's schemas, for a database the seed has not filled. */
function insertContentUnlessSeeded(): void {
  const insert = server.db.prepare('INSERT OR IGNORE INTO content (key, lang, value) VALUES (?, ?, ?)');
  for (const lang of ['uk', 'ru'] as const) {
    const word = lang === 'uk' ? 'Знижки' : 'Скидки';
    insert.run(
      'main.banners',
      lang,
      JSON.stringify([
        {
          id: 1,
          url: '/promo/spring',
          target_blank: false,
          alt: word,
          title: `${word} весни`,
          images: { mobile: '/images/banners/1-m.svg', tablet: '/images/banners/1-t.svg', desktop: '/images/banners/1-d.svg' },
        },
      ]),
    );
    insert.run(
      'main.categories',
      lang,
      JSON.stringify([
        { title: lang === 'uk' ? 'Смартфони' : 'Смартфоны', image: '/images/c/phones.svg', url: '/fixture-phones' },
        { title: 'Аудіо', image: '/images/c/audio.svg', url: '/audio', links: [{ title: 'Навушники', link: '/audio?type=headphones' }] },
      ]),
    );
    insert.run('main.seo', lang, JSON.stringify({ seo_h1: `Вітрина ${lang}`, seo_text: '<p>Текст</p>', seo_text_more: null }));
    insert.run(
      'main.advantages',
      lang,
      JSON.stringify({ title: 'Чому ми', url: '/advantages', items: [{ icon: '/images/a/delivery.svg', title: 'Доставка', text: 'Швидко' }] }),
    );
  }
}

function content(key: string, lang: Lang): unknown {
  const row = server.db.prepare('SELECT value FROM content WHERE key = ? AND lang = ?').get(key, lang) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

const topIds = (includeCorporate: boolean) =>
  (
    server.db
      .prepare('SELECT id FROM products WHERE is_top = 1 AND (is_corporate = 0 OR ?) ORDER BY popularity DESC, id LIMIT 20')
      .all(includeCorporate ? 1 : 0) as { id: number }[]
  ).map((row) => row.id);

describe('GET pages/main', () => {
  it.each(['uk', 'ru'] as const)('maps every banner, category card and the SEO text of the %s content', async (lang) => {
    const page = ok(await shopCall(server, 'mainPage', { query: { lang } }));
    expect(page.banners).toEqual(content('main.banners', lang));
    expect(page.categories).toEqual(content('main.categories', lang));
    const seo = content('main.seo', lang) as Record<string, unknown>;
    expect(page.meta).toEqual({ seo_h1: seo.seo_h1, seo_text: seo.seo_text, seo_text_more: seo.seo_text_more });
    expect(page.banners.length).toBeGreaterThan(0);
    expect(page.categories.length).toBeGreaterThan(0);
  });

  it('sends the advantages block beside the contract fields', async () => {
    for (const lang of ['uk', 'ru'] as const) {
      const response = await fetch(`${server.url}/api/shop/pages/main?lang=${lang}`);
      const body = (await response.json()) as { data: { advantages: unknown } };
      expect(body.data.advantages).toEqual(content('main.advantages', lang));
    }
  });

  it('shows the top sales, most popular first, corporate-only ones to corporate customers only', async () => {
    const guest = ok(await shopCall(server, 'mainPage', { query: { lang: 'uk' } }));
    expect(guest.top.map((card) => card.id)).toEqual(topIds(false));
    expect(guest.top.length).toBeGreaterThan(0);
    expect(guest.top.every((card) => !card.is_corporate)).toBe(true);

    const corporate = await createAccount(server, { role: 'super_corporate' });
    const seen = ok(await shopCall(server, 'mainPage', { query: { lang: 'ru' }, token: corporate.token }));
    expect(seen.top.map((card) => card.id)).toEqual(topIds(true));
  });

  it('needs the language', async () => {
    expect(failure(await shopCall(server, 'mainPage', { query: {} })).status).toBe(400);
    expect(failure(await shopCall(server, 'mainPage', { query: { lang: 'en' } })).status).toBe(400);
  });

  it('leaves out content entries that do not fit the contract rather than failing the page', async () => {
    server.db.prepare("UPDATE content SET value = ? WHERE key = 'main.banners' AND lang = 'ru'").run(
      JSON.stringify([{ id: 'x' }, ...((content('main.banners', 'ru') as unknown[]) ?? [])]),
    );
    server.db.prepare("UPDATE content SET value = 'not json' WHERE key = 'main.seo' AND lang = 'ru'").run();
    const page = ok(await shopCall(server, 'mainPage', { query: { lang: 'ru' } }));
    expect(page.banners).toEqual((content('main.banners', 'ru') as unknown[]).slice(1));
    expect(page.meta).toEqual({ seo_h1: null, seo_text: null, seo_text_more: null });
  });
});

describe('GET general', () => {
  it('answers the languages, support phone and free delivery threshold', async () => {
    expect(ok(await shopCall(server, 'GetGeneralData'))).toEqual({
      languages: [
        { code: 'uk', label: 'Укр' },
        { code: 'ru', label: 'Рус' },
      ],
      support_phone: '0 800 30 00 33',
      free_delivery_from: 1500,
    });
  });
});
