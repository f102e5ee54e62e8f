import type { Lang, ProductCard } from '@vitrina/core';

/** The fields of the API's ProductCard the demo's cards use, with the title in both languages. */
export type SampleProduct = Pick<
  ProductCard,
  | 'id'
  | 'brand'
  | 'price'
  | 'price_with_discount'
  | 'bonus'
  | 'statuses'
  | 'buttons'
  | 'rating'
  | 'count_reviews'
  | 'isAvailableToBuy'
> & { readonly title: Readonly<Record<Lang, string>> };

/** In stock, in stock but running out, awaited (pre-order), or gone (remind me). */
type Stock = 'in_stock' | 'ending' | 'awaited' | 'gone';

const flag = (on: boolean) => (on ? 1 : 0);

/** The statuses, the one action and whether it can be bought, as the API sends them for a stock state. */
function stockFields(stock: Stock): Pick<SampleProduct, 'statuses' | 'buttons' | 'isAvailableToBuy'> {
  const buyable = stock === 'in_stock' || stock === 'ending';
  return {
    statuses: { in_waiting: flag(stock === 'awaited'), in_stock: flag(buyable), is_ends: flag(stock === 'ending'), not_available: flag(stock === 'gone') },
    buttons: { to_cart: flag(buyable), preorder: flag(stock === 'awaited'), notify_about_availability: flag(stock === 'gone') },
    isAvailableToBuy: buyable,
  };
}

type Row = [id: number, uk: string, ru: string, brand: string, price: number, discounted: number | null, bonus: number, stock: Stock, rating: number, reviews: number];

const rows: readonly Row[] = [
  [101, 'Смартфон Samsung Galaxy S25 256 ГБ, синій', 'Смартфон Samsung Galaxy S25 256 ГБ, синий', 'Samsung', 34_999, 32_499, 325, 'in_stock', 4.5, 23],
  [102, 'Навушники Apple AirPods Pro 2', 'Наушники Apple AirPods Pro 2', 'Apple', 12_499, null, 125, 'ending', 4.8, 41],
  [103, 'Ігрова консоль Sony PlayStation 5 Pro', 'Игровая консоль Sony PlayStation 5 Pro', 'Sony', 31_999, null, 320, 'awaited', 0, 0],
  [104, 'Робот-пилосос Xiaomi Robot Vacuum X20+', 'Робот-пылесос Xiaomi Robot Vacuum X20+', 'Xiaomi', 15_999, null, 160, 'gone', 3.7, 5],
];

export const sampleProducts: readonly SampleProduct[] = rows.map(([id, uk, ru, brand, price, discounted, bonus, stock, rating, reviews]) => ({
  id,
  title: { uk, ru },
  brand,
  price,
  price_with_discount: discounted,
  bonus,
  ...stockFields(stock),
  rating,
  count_reviews: reviews,
}));
