import type { Localized } from '../localized';

/** A service sold with products (spec §3 service_products), offered with the categories it fits. */
export interface ServiceSeed {
  readonly key: string;
  readonly title: Localized;
  readonly price: number;
  readonly kind: Localized;
  readonly term: Localized;
  /** Category slugs of the products it is offered with. */
  readonly forCategories: readonly string[];
  /** Offered only with products whose price is in [min, max). */
  readonly priceRange?: readonly [number, number];
}

const warranty = { uk: 'Гарантія', ru: 'Гарантия' };
const setup = { uk: 'Налаштування', ru: 'Настройка' };
const mounting = { uk: 'Монтаж', ru: 'Монтаж' };
const protection = { uk: 'Захист екрана', ru: 'Защита экрана' };
const sameDay = { uk: 'У день покупки', ru: 'В день покупки' };
const oneDay = { uk: '1–2 дні', ru: '1–2 дня' };

const warrantyFor = ['smartphones', 'laptops', 'tvs', 'tablets', 'smart-watches', 'gaming', 'home-appliances'];
const LIMIT = 20_000;

export const services: readonly ServiceSeed[] = [
  {
    key: 'warranty-12-standard',
    title: { uk: 'Розширена гарантія +12 місяців (товари до 20 000 грн)', ru: 'Расширенная гарантия +12 месяцев (товары до 20 000 грн)' },
    price: 899,
    kind: warranty,
    term: { uk: '12 місяців', ru: '12 месяцев' },
    forCategories: warrantyFor,
    priceRange: [0, LIMIT],
  },
  {
    key: 'warranty-12-premium',
    title: { uk: 'Розширена гарантія +12 місяців (товари від 20 000 грн)', ru: 'Расширенная гарантия +12 месяцев (товары от 20 000 грн)' },
    price: 1999,
    kind: warranty,
    term: { uk: '12 місяців', ru: '12 месяцев' },
    forCategories: warrantyFor,
    priceRange: [LIMIT, Number.MAX_SAFE_INTEGER],
  },
  {
    key: 'warranty-24-standard',
    title: { uk: 'Розширена гарантія +24 місяці (товари до 20 000 грн)', ru: 'Расширенная гарантия +24 месяца (товары до 20 000 грн)' },
    price: 1499,
    kind: warranty,
    term: { uk: '24 місяці', ru: '24 месяца' },
    forCategories: warrantyFor,
    priceRange: [0, LIMIT],
  },
  {
    key: 'warranty-24-premium',
    title: { uk: 'Розширена гарантія +24 місяці (товари від 20 000 грн)', ru: 'Расширенная гарантия +24 месяца (товары от 20 000 грн)' },
    price: 2999,
    kind: warranty,
    term: { uk: '24 місяці', ru: '24 месяца' },
    forCategories: warrantyFor,
    priceRange: [LIMIT, Number.MAX_SAFE_INTEGER],
  },
  {
    key: 'phone-setup',
    title: { uk: 'Налаштування смартфона або планшета', ru: 'Настройка смартфона или планшета' },
    price: 399,
    kind: setup,
    term: sameDay,
    forCategories: ['smartphones', 'tablets'],
  },
  {
    key: 'data-transfer',
    title: { uk: 'Перенесення даних зі старого пристрою', ru: 'Перенос данных со старого устройства' },
    price: 299,
    kind: setup,
    term: sameDay,
    forCategories: ['smartphones', 'tablets'],
  },
  {
    key: 'screen-protection',
    title: { uk: 'Поклейка захисного скла', ru: 'Поклейка защитного стекла' },
    price: 249,
    kind: protection,
    term: sameDay,
    forCategories: ['smartphones', 'tablets', 'smart-watches'],
  },
  {
    key: 'laptop-setup',
    title: { uk: 'Налаштування ноутбука та встановлення програм', ru: 'Настройка ноутбука и установка программ' },
    price: 699,
    kind: setup,
    term: oneDay,
    forCategories: ['laptops'],
  },
  {
    key: 'windows-install',
    title: { uk: 'Встановлення Windows 11 Home з ліцензією', ru: 'Установка Windows 11 Home с лицензией' },
    price: 4999,
    kind: setup,
    term: oneDay,
    forCategories: ['laptops'],
  },
  {
    key: 'tv-wall-mount',
    title: { uk: 'Монтаж телевізора на стіну', ru: 'Монтаж телевизора на стену' },
    price: 899,
    kind: mounting,
    term: oneDay,
    forCategories: ['tvs'],
  },
  {
    key: 'smart-tv-setup',
    title: { uk: 'Налаштування Smart TV і каналів', ru: 'Настройка Smart TV и каналов' },
    price: 399,
    kind: setup,
    term: oneDay,
    forCategories: ['tvs'],
  },
  {
    key: 'appliance-install',
    title: { uk: 'Підключення великої побутової техніки', ru: 'Подключение крупной бытовой техники' },
    price: 799,
    kind: mounting,
    term: oneDay,
    forCategories: ['home-appliances'],
  },
  {
    key: 'console-setup',
    title: { uk: 'Налаштування ігрової консолі', ru: 'Настройка игровой консоли' },
    price: 499,
    kind: setup,
    term: sameDay,
    forCategories: ['gaming'],
  },
];
