import { ru, uk } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { FIXTURE, phoneSpec, insertCatalogFixture } from './testing/catalog-fixture';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
});
afterAll(() => server.close());

const compare = (ids: readonly number[], query: Record<string, string> = {}, categoryId: number = FIXTURE.phones.id) =>
  shopCall(server, 'compareProducts', { id: String(categoryId), query: { ids: ids.join(','), locale: 'uk', ...query } });

describe('GET compare/{categoryId}', () => {
  const [one, two, three] = [phoneSpec(1), phoneSpec(2), phoneSpec(3)];
  const laptopId = 990_101;

  it("answers the category's products among the ids, in order, with every characteristic", async () => {
    const data = ok(await compare([two.id, laptopId, one.id, 987_654, two.id]));
    expect(data.map((product) => product.id)).toEqual([two.id, one.id]);
    expect(data[0]!.characteristics).toEqual([
      { title: "Пам'ять", value: two.memory },
      { title: 'Колір', value: two.colour[0] },
      { title: 'Діагональ', value: two.diagonal },
      { title: 'ОС', value: 'Android' },
    ]);
    expect(data[0]!.title).toBe('Смартфон Obriy Зорепад 2');
  });

  it('keeps only the characteristics whose values differ with diff=1', async () => {
    // 1 and 2 share memory (64 ГБ) and OS, differ in colour and diagonal.
    expect(one.memory).toBe(two.memory);
    const data = ok(await compare([one.id, two.id], { diff: '1' }));
    expect(data.map((product) => product.characteristics.map((row) => row.title))).toEqual([
      ['Колір', 'Діагональ'],
      ['Колір', 'Діагональ'],
    ]);
    const three_ = ok(await compare([one.id, two.id, three.id], { diff: '1' }));
    expect(three_[2]!.characteristics.map((row) => row.title)).toEqual(["Пам'ять", 'Колір', 'Діагональ']);
    expect(ok(await compare([one.id], { diff: '1' }))[0]!.characteristics).toEqual([]);
  });

  it('names characteristics in the locale asked', async () => {
    const data = ok(await compare([one.id, two.id], { locale: 'ru', diff: '1' }));
    expect(data[0]!.characteristics).toEqual([
      { title: 'Цвет', value: one.colour[1] },
      { title: 'Диагональ', value: one.diagonal },
    ]);
    expect(data[0]!.title).toBe('Смартфон Kvant Звездопад 1');
  });

  it('leaves out corporate-only products for guests, and ids of other categories', async () => {
    const corporate = phoneSpec(5);
    expect(corporate.corporate).toBe(true);
    expect(ok(await compare([corporate.id, one.id])).map((product) => product.id)).toEqual([one.id]);
    expect(ok(await compare([one.id, two.id], {}, FIXTURE.laptops.id))).toEqual([]);
  });

  it('answers 404 for an unknown category and 400 for bad ids or locale', async () => {
    expect(failure(await compare([one.id], {}, 987_654)).status).toBe(404);
    expect(failure(await shopCall(server, 'compareProducts', { id: 'abc', query: { ids: '1', locale: 'uk' } })).status).toBe(404);
    expect(failure(await compare([], {})).status).toBe(400);
    expect(failure(await compare([one.id], { ids: '1,x' })).status).toBe(400);
    expect(failure(await compare([one.id], { locale: 'en' })).status).toBe(400);
    expect(failure(await compare([one.id], { diff: '2' })).status).toBe(400);
  });
});

describe('GET translations/{lang}', () => {
  it('serves the bundled Ukrainian and Russian dictionaries', async () => {
    expect(ok(await shopCall(server, 'translations', { id: 'uk' }))).toEqual(uk);
    expect(ok(await shopCall(server, 'translations', { id: 'ru' }))).toEqual(ru);
  });

  it("lays the shop's overrides of that language over them", async () => {
    server.db
      .prepare("INSERT OR REPLACE INTO content (key, lang, value) VALUES ('translations', 'ru', ?)")
      .run(JSON.stringify({ load_more: { button: 'Ещё товары' }, shop: { motto: 'Техника рядом' } }));
    const data = ok(await shopCall(server, 'translations', { id: 'ru' })) as typeof ru & { shop: { motto: string } };
    expect(data.load_more.button).toBe('Ещё товары');
    expect(data.load_more.sorting).toEqual(ru.load_more.sorting);
    expect(data.shop.motto).toBe('Техника рядом');
    expect(ok(await shopCall(server, 'translations', { id: 'uk' }))).toEqual(uk);
  });

  it('answers 404 for a language the shop does not have', async () => {
    for (const lang of ['en', 'UK', 'uk-UA', "uk' OR 1=1"]) {
      const answer = failure(await shopCall(server, 'translations', { id: lang }));
      expect([answer.status, answer.code], lang).toEqual([404, 'errors.nothing_found']);
    }
  });
});
