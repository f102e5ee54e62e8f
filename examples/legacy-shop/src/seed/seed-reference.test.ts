import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  bannerSchema,
  categoryCardSchema,
  COUNTRY_BOUNDS,
  DEFAULT_CITY_ID,
  generalDataSchema,
  isCreditType,
  mainPageSchema,
  PROMO_CODE_MAX,
  PROMO_CODE_MIN,
  smbSettingsSchema,
  socialNetworkSchema,
} from '@vitrina/core';
import { loadProductCards } from '../catalog/product-cards';
import type { ContentKey } from './content';
import { useSeededDatabase } from './testing/seeded-database';

const temp = useSeededDatabase();
const { all } = temp;

function content(key: ContentKey, lang: 'uk' | 'ru'): unknown {
  const row = temp.db.prepare('SELECT value FROM content WHERE key = ? AND lang = ?').get(key, lang) as { value: string } | undefined;
  if (!row) throw new Error(`No content ${key} (${lang})`);
  return JSON.parse(row.value) as unknown;
}

describe('the seeded geography', () => {
  it('has over 40 cities with Kyiv as the default city 56', () => {
    const cities = all<{ id: number; title_uk: string; title_ru: string; region_uk: string; region_ru: string }>('SELECT * FROM cities');
    expect(cities.length).toBeGreaterThanOrEqual(40);
    expect(cities.find((city) => city.id === DEFAULT_CITY_ID)).toMatchObject({ title_uk: 'Київ', title_ru: 'Киев' });
    expect(new Set(cities.map((city) => city.title_uk)).size).toBe(cities.length);
    for (const city of cities) expect(city.region_uk && city.region_ru).toBeTruthy();
  });

  it('gives every city numbered Nova Poshta branches and lockers', () => {
    const rows = all<{ city_id: number; kind: string; n: number; numbers: number }>(
      'SELECT city_id, kind, COUNT(*) AS n, COUNT(DISTINCT number) AS numbers FROM delivery_departments GROUP BY city_id, kind',
    );
    const cities = all<{ id: number }>('SELECT id FROM cities');
    for (const city of cities) {
      for (const kind of ['branch', 'locker']) {
        const row = rows.find((r) => r.city_id === city.id && r.kind === kind);
        expect(row?.n, `${kind} in ${city.id}`).toBeGreaterThan(0);
        expect(row?.numbers).toBe(row?.n);
      }
    }
    const kyivBranches = rows.find((row) => row.city_id === DEFAULT_CITY_ID && row.kind === 'branch');
    expect(kyivBranches?.n).toBeGreaterThanOrEqual(20);
  });

  it('puts at least 15 shops and 8 service centres strictly inside the country', () => {
    const stores = all<{ kind: string; lat: number; lng: number; hours: string; phone: string }>('SELECT * FROM stores');
    expect(stores.filter((store) => store.kind === 'shop').length).toBeGreaterThanOrEqual(15);
    expect(stores.filter((store) => store.kind === 'service').length).toBeGreaterThanOrEqual(8);
    const { topLeft, bottomRight } = COUNTRY_BOUNDS;
    for (const store of stores) {
      expect(store.lat).toBeGreaterThan(bottomRight.lat);
      expect(store.lat).toBeLessThan(topLeft.lat);
      expect(store.lng).toBeGreaterThan(topLeft.lng);
      expect(store.lng).toBeLessThan(bottomRight.lng);
      expect(store.hours).toMatch(/\d\d:\d\d–\d\d:\d\d/);
      expect(store.phone).toMatch(/^\+38 0\d\d \d{3} \d\d \d\d$/);
    }
  });
});

describe('the seeded money matters', () => {
  it('has exactly the credit providers 1, 2, 5, 276 and 277', () => {
    const banks = all<{ id: number; title: string; credit_type: string; monthly_rate: number; months: string }>('SELECT * FROM banks ORDER BY id');
    expect(banks.map((bank) => bank.id)).toEqual([1, 2, 5, 276, 277]);
    expect(banks[0]?.title).toBe(banks[1]?.title);
    expect(banks.find((bank) => bank.id === 2)?.monthly_rate).toBe(0);
    for (const bank of banks) {
      expect(isCreditType(bank.credit_type)).toBe(true);
      const months = JSON.parse(bank.months) as unknown;
      expect(z.array(z.int().check(z.positive())).parse(months).length).toBeGreaterThan(0);
    }
  });

  it('has valid, used and expired promo codes, all of allowed length', () => {
    const codes = all<{ code: string; status: string; discount_percent: number; expires_at: string | null }>('SELECT * FROM promo_codes');
    const byCode = new Map(codes.map((code) => [code.code, code]));
    for (const code of ['VITRINA10', 'WELCOME5', 'BIGSALE15']) expect(byCode.get(code)?.status).toBe('valid');
    expect(byCode.get('VITRINA10')?.discount_percent).toBe(10);
    expect(byCode.get('USED2025')?.status).toBe('used');
    expect(byCode.get('EXPIRED24')?.status).toBe('expired');
    expect(byCode.get('EXPIRED24')?.expires_at?.slice(0, 4)).toBe('2024');
    for (const { code } of codes) {
      expect(code.length).toBeGreaterThanOrEqual(PROMO_CODE_MIN);
      expect(code.length).toBeLessThanOrEqual(PROMO_CODE_MAX);
    }
  });

  it('has valid promo codes of both kinds: spent by one order, and good for every order', () => {
    const valid = all<{ code: string; single_use: 0 | 1 }>("SELECT code, single_use FROM promo_codes WHERE status = 'valid' ORDER BY code");
    expect(valid.filter((promo) => promo.single_use === 1).map((promo) => promo.code)).toEqual(['ONETIME10', 'ONETIME20']);
    expect(valid.filter((promo) => promo.single_use === 0).map((promo) => promo.code)).toEqual(['BIGSALE15', 'STUDENT7', 'VITRINA10', 'WELCOME5']);
  });
});

describe('the seeded delivery limits', () => {
  const limited = (where: string) =>
    all<{ slug: string; item_category2: string }>(
      `SELECT p.slug, p.item_category2 FROM products p JOIN categories c ON c.id = p.category_id
       WHERE ${where} AND p.btn_to_cart = 1 ORDER BY p.id`,
    );

  it('keeps TVs, washing machines and fridges out of parcel lockers, and the large appliances out of shop pick-up', () => {
    const noLocker = limited('p.parcel_locker = 0');
    const noPickup = limited('p.self_pickup = 0');
    expect(noLocker.length).toBeGreaterThan(10);
    expect(new Set(noPickup.map((product) => product.item_category2))).toEqual(new Set(['Пральна машина', 'Холодильник']));
    expect(noLocker.filter((product) => !/^(televizor|pralna|kholodylnyk)/.test(product.slug))).toEqual([]);
    expect(limited("p.parcel_locker = 1 AND c.slug = 'tvs'")).toEqual([]);
    expect(limited("p.self_pickup = 1 AND p.parcel_locker = 1 AND c.slug = 'smartphones'").length).toBeGreaterThan(10);
  });
});

describe('the seeded content', () => {
  it('matches the core schemas in both languages', () => {
    const categorySlugs = new Set(all<{ slug: string }>('SELECT slug FROM categories').map((row) => row.slug));
    for (const lang of ['uk', 'ru'] as const) {
      const banners = z.array(bannerSchema).parse(content('main.banners', lang));
      expect(banners.length).toBeGreaterThanOrEqual(4);
      for (const banner of banners) {
        expect(banner.images.desktop).toMatch(/^\/images\/banner-desktop\/[a-z0-9-]+\.svg\?caption=/);
        expect(banner.images.tablet).toMatch(/^\/images\/banner-tablet\//);
        expect(banner.images.mobile).toMatch(/^\/images\/banner-mobile\//);
      }
      expect(banners.some((banner) => banner.target_blank)).toBe(true);

      const cards = z.array(categoryCardSchema).parse(content('main.categories', lang));
      expect(cards.length).toBeGreaterThanOrEqual(8);
      expect(cards.some((card) => (card.links?.length ?? 0) > 0)).toBe(true);
      expect(cards.some((card) => card.links === undefined)).toBe(true);
      for (const card of cards) expect(categorySlugs.has(card.url.replace('/category/', ''))).toBe(true);

      const advantages = z
        .object({ title: z.string(), url: z.literal('/advantages'), items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })) })
        .parse(content('main.advantages', lang));
      expect(advantages.items.length).toBeGreaterThanOrEqual(4);

      const top = all<{ id: number }>('SELECT id FROM products WHERE is_top = 1 ORDER BY popularity DESC').map((row) => row.id);
      const page = mainPageSchema.parse({
        banners,
        categories: cards,
        top: loadProductCards(temp.db, top, lang),
        meta: content('main.seo', lang),
      });
      expect(page.meta.seo_h1).toBeTruthy();
      expect(page.meta.seo_text_more).toBeTruthy();

      const general = generalDataSchema.parse(content('general', lang));
      expect(general.languages.map((language) => language.code)).toEqual(['uk', 'ru']);
      expect(general.free_delivery_from).toBe(1500);
      const socials = z.array(socialNetworkSchema).parse(content('settings.socials', lang));
      expect(socials[0]).toMatchObject({ network: 'google' });
      expect(socials[0]?.client_id).toMatch(/\.apps\.googleusercontent\.com$/);
      expect(smbSettingsSchema.parse(content('smb.settings', lang)).is_enabled).toBe(true);
    }
  });

  it('writes the page texts differently for each language', () => {
    for (const key of ['main.banners', 'main.categories', 'main.advantages', 'main.seo'] as const) {
      expect(JSON.stringify(content(key, 'uk'))).not.toBe(JSON.stringify(content(key, 'ru')));
    }
  });
});

/** Every text column pair of the catalogue and the reference tables. */
const TEXT_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['categories', 'title'],
  ['labels', 'title'],
  ['products', 'title'],
  ['products', 'description'],
  ['product_characteristics', 'name'],
  ['product_characteristics', 'value'],
  ['product_awards', 'annotation'],
  ['product_credit_items', 'description'],
  ['banks', 'title'],
  ['distributors', 'city'],
  ['cities', 'title'],
  ['cities', 'region'],
  ['delivery_departments', 'address'],
  ['stores', 'title'],
  ['stores', 'address'],
];

/** The strings of a JSON value; addresses are decoded, so a caption in a URL is checked too. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value.startsWith('/') ? decodeURIComponent(value) : value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the seeded texts', () => {
  it('fills every uk and ru text, Ukrainian without Russian letters and Russian without Ukrainian ones', () => {
    const russianOnly = /[ыэъё]/i;
    const ukrainianOnly = /[іїєґ]/i;
    for (const [table, column] of TEXT_COLUMNS) {
      const rows = all<{ uk: string; ru: string }>(`SELECT ${column}_uk AS uk, ${column}_ru AS ru FROM ${table}`);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.uk.trim(), `${table}.${column}_uk`).not.toBe('');
        expect(row.ru.trim(), `${table}.${column}_ru`).not.toBe('');
        expect(row.uk, `${table}.${column}_uk`).not.toMatch(russianOnly);
        expect(row.ru, `${table}.${column}_ru`).not.toMatch(ukrainianOnly);
      }
    }
    const keys = all<{ key: ContentKey }>('SELECT DISTINCT key FROM content').map((row) => row.key);
    for (const key of keys) {
      for (const text of strings(content(key, 'uk'))) expect(text, key).not.toMatch(russianOnly);
      for (const text of strings(content(key, 'ru'))) expect(text, key).not.toMatch(ukrainianOnly);
    }
  });

  it('translates what has to be translated', () => {
    const differs = (table: string, column: string) =>
      all<{ uk: string; ru: string }>(`SELECT ${column}_uk AS uk, ${column}_ru AS ru FROM ${table}`).filter((row) => row.uk !== row.ru).length;
    const count = (table: string) => all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n ?? 0;
    expect(differs('products', 'description')).toBe(count('products'));
    expect(differs('delivery_departments', 'address')).toBe(count('delivery_departments'));
    expect(differs('stores', 'title')).toBe(count('stores'));
    expect(differs('cities', 'region')).toBe(count('cities'));
    expect(differs('categories', 'title')).toBeGreaterThanOrEqual(count('categories') - 1);
    expect(differs('cities', 'title') / count('cities')).toBeGreaterThan(0.5);
  });
});
