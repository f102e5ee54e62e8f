import type { CompareProduct, Lang } from '@vitrina/core';
import { sampleCard } from './sample-card';

/*
 * The shop's compare endpoint (`GET shop/compare/{categoryId}?ids=…&diff=1&locale=…`) in memory,
 * for the compare-table island's tests (behind MSW's node server) and stories (behind MSW in the
 * browser): those of the asked ids that belong to the category, in the order asked, each with its
 * characteristics; with diff=1 only the characteristics that are not the same for all of them (a
 * product lacking one differs). It can hold its answers, or fail the next ones.
 */

export interface FakeCompareCategory {
  readonly id: number;
  readonly title: Record<Lang, string>;
  readonly products: readonly CompareProduct[];
}

export interface FakeCompareRequest {
  readonly categoryId: number;
  readonly ids: readonly number[];
  readonly diff: boolean;
}

export interface FakeCompareApi {
  readonly categories: readonly FakeCompareCategory[];
  readonly requests: FakeCompareRequest[];
  /** The next `count` requests answer 503. */
  failNext(count?: number): void;
  /** Answers wait until the returned function is called. */
  hold(): () => void;
  /** The answer to a request of the compare endpoint; undefined for any other request. */
  fetch(request: Request): Promise<Response | undefined>;
}

const characteristic = (title: string, value: string) => ({ title, value });

/** Two categories: three smartphones (1001–1003) and two pairs of headphones (2001, 2002). */
export function sampleCompareCategories(lang: Lang = 'uk'): FakeCompareCategory[] {
  const ru = lang === 'ru';
  const phone = (id: number, title: string, memory: string, colour: string): CompareProduct => ({
    ...sampleCard({ id, title, slug: `phone-${id}` }),
    characteristics: [
      characteristic(ru ? 'Диагональ экрана' : 'Діагональ екрана', '6.6"'),
      characteristic(ru ? 'Встроенная память' : 'Вбудована пам’ять', memory),
      characteristic(ru ? 'Цвет' : 'Колір', colour),
    ],
  });
  const headphones = (id: number, title: string, hours: string): CompareProduct => ({
    ...sampleCard({ id, title, slug: `headphones-${id}` }),
    characteristics: [
      characteristic(ru ? 'Тип' : 'Тип', ru ? 'Накладные' : 'Накладні'),
      characteristic(ru ? 'Время работы' : 'Час роботи', hours),
    ],
  });
  return [
    {
      id: 7,
      title: { uk: 'Смартфони', ru: 'Смартфоны' },
      products: [
        phone(1001, 'Samsung Galaxy A55', '256 ГБ', ru ? 'Синий' : 'Синій'),
        phone(1002, 'Xiaomi Redmi Note 13', '256 ГБ', ru ? 'Черный' : 'Чорний'),
        phone(1003, 'Motorola Edge 50', '512 ГБ', ru ? 'Синий' : 'Синій'),
      ],
    },
    {
      id: 9,
      title: { uk: 'Навушники', ru: 'Наушники' },
      products: [headphones(2001, 'JBL Tune 520BT', '57 год'), headphones(2002, 'Sony WH-CH520', '50 год')],
    },
  ];
}

function differing(products: readonly CompareProduct[]): Set<string> {
  const titles = new Set(products.flatMap((product) => product.characteristics.map((item) => item.title)));
  return new Set(
    [...titles].filter((title) => {
      const values = products.map((product) => product.characteristics.find((item) => item.title === title)?.value ?? null);
      return new Set(values).size > 1;
    }),
  );
}

export function fakeCompareApi(categories: readonly FakeCompareCategory[] = sampleCompareCategories()): FakeCompareApi {
  const requests: FakeCompareRequest[] = [];
  let failures = 0;
  let held: Promise<void> | null = null;
  return {
    categories,
    requests,
    failNext(count = 1) {
      failures = count;
    },
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return () => release();
    },
    async fetch(request) {
      const url = new URL(request.url);
      const match = /\/api\/shop\/compare\/(\d+)$/.exec(url.pathname);
      if (!match || request.method !== 'GET') return undefined;
      const categoryId = Number(match[1]);
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);
      const diff = url.searchParams.get('diff') === '1';
      requests.push({ categoryId, ids, diff });
      if (held) await held;
      if (failures > 0) {
        failures -= 1;
        return Response.json({ success: false, message: 'Service unavailable' }, { status: 503 });
      }
      const category = categories.find((candidate) => candidate.id === categoryId);
      if (!category) return Response.json({ success: false, message: 'No category' }, { status: 404 });
      const products = ids.flatMap((id) => category.products.filter((product) => product.id === id));
      const kept = diff ? differing(products) : null;
      const data = products.map((product) => ({
        ...product,
        characteristics: kept ? product.characteristics.filter((item) => kept.has(item.title)) : product.characteristics,
      }));
      return Response.json({ success: true, data });
    },
  };
}

/** The island's attributes for a page showing `ids` of these categories (as the shop renders them). */
export function compareIslandProps(categories: readonly FakeCompareCategory[], ids: readonly number[], lang: Lang = 'uk') {
  const tabs = categories
    .map((category) => ({ id: category.id, title: category.title[lang], count: category.products.filter((product) => ids.includes(product.id)).length }))
    .filter((tab) => tab.count > 0);
  return { compareIds: [...ids], compareCategories: tabs, categoryId: tabs[0]?.id };
}
