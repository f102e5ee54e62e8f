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

export const sampleProducts: readonly SampleProduct[] = [
  {
    id: 101,
    title: { uk: 'Смартфон Samsung Galaxy S25 256 ГБ, синій', ru: 'Смартфон Samsung Galaxy S25 256 ГБ, синий' },
    brand: 'Samsung',
    price: 34_999,
    price_with_discount: 32_499,
    bonus: 325,
    statuses: { in_waiting: 0, in_stock: 1, is_ends: 0, not_available: 0 },
    buttons: { to_cart: 1, preorder: 0, notify_about_availability: 0 },
    rating: 4.5,
    count_reviews: 23,
    isAvailableToBuy: true,
  },
  {
    id: 102,
    title: { uk: 'Навушники Apple AirPods Pro 2', ru: 'Наушники Apple AirPods Pro 2' },
    brand: 'Apple',
    price: 12_499,
    price_with_discount: null,
    bonus: 125,
    statuses: { in_waiting: 0, in_stock: 1, is_ends: 1, not_available: 0 },
    buttons: { to_cart: 1, preorder: 0, notify_about_availability: 0 },
    rating: 4.8,
    count_reviews: 41,
    isAvailableToBuy: true,
  },
  {
    id: 103,
    title: { uk: 'Ігрова консоль Sony PlayStation 5 Pro', ru: 'Игровая консоль Sony PlayStation 5 Pro' },
    brand: 'Sony',
    price: 31_999,
    price_with_discount: null,
    bonus: 320,
    statuses: { in_waiting: 1, in_stock: 0, is_ends: 0, not_available: 0 },
    buttons: { to_cart: 0, preorder: 1, notify_about_availability: 0 },
    rating: 0,
    count_reviews: 0,
    isAvailableToBuy: false,
  },
  {
    id: 104,
    title: { uk: 'Робот-пилосос Xiaomi Robot Vacuum X20+', ru: 'Робот-пылесос Xiaomi Robot Vacuum X20+' },
    brand: 'Xiaomi',
    price: 15_999,
    price_with_discount: null,
    bonus: 160,
    statuses: { in_waiting: 0, in_stock: 0, is_ends: 0, not_available: 1 },
    buttons: { to_cart: 0, preorder: 0, notify_about_availability: 1 },
    rating: 3.7,
    count_reviews: 5,
    isAvailableToBuy: false,
  },
];
