import type { Localized } from '../localized';

/** A service sold with products (docs/cart.md, services), offered with the categories it fits. */
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

/** An extended warranty of 12 or 24 months, priced apart for products under and from LIMIT UAH. */
function warrantyService(months: 12 | 24, tier: 'standard' | 'premium', price: number): ServiceSeed {
  const term = months === 12 ? { uk: '12 місяців', ru: '12 месяцев' } : { uk: '24 місяці', ru: '24 месяца' };
  const range = tier === 'standard' ? { uk: 'до 20 000 грн', ru: 'до 20 000 грн' } : { uk: 'від 20 000 грн', ru: 'от 20 000 грн' };
  return {
    key: `warranty-${months}-${tier}`,
    title: { uk: `Розширена гарантія +${term.uk} (товари ${range.uk})`, ru: `Расширенная гарантия +${term.ru} (товары ${range.ru})` },
    price,
    kind: warranty,
    term,
    forCategories: warrantyFor,
    priceRange: tier === 'standard' ? [0, LIMIT] : [LIMIT, Number.MAX_SAFE_INTEGER],
  };
}

/** A service a row: key, title (uk, ru), price, kind, term and the categories it is offered with. */
function service(key: string, uk: string, ru: string, price: number, kind: Localized, term: Localized, forCategories: readonly string[]): ServiceSeed {
  return { key, title: { uk, ru }, price, kind, term, forCategories };
}

export const services: readonly ServiceSeed[] = [
  warrantyService(12, 'standard', 899),
  warrantyService(12, 'premium', 1999),
  warrantyService(24, 'standard', 1499),
  warrantyService(24, 'premium', 2999),
  service('phone-setup', 'Налаштування смартфона або планшета', 'Настройка смартфона или планшета', 399, setup, sameDay, ['smartphones', 'tablets']),
  service('data-transfer', 'Перенесення даних зі старого пристрою', 'Перенос данных со старого устройства', 299, setup, sameDay, ['smartphones', 'tablets']),
  service('screen-protection', 'Поклейка захисного скла', 'Поклейка защитного стекла', 249, protection, sameDay, ['smartphones', 'tablets', 'smart-watches']),
  service('laptop-setup', 'Налаштування ноутбука та встановлення програм', 'Настройка ноутбука и установка программ', 699, setup, oneDay, ['laptops']),
  service('windows-install', 'Встановлення Windows 11 Home з ліцензією', 'Установка Windows 11 Home с лицензией', 4999, setup, oneDay, ['laptops']),
  service('tv-wall-mount', 'Монтаж телевізора на стіну', 'Монтаж телевизора на стену', 899, mounting, oneDay, ['tvs']),
  service('smart-tv-setup', 'Налаштування Smart TV і каналів', 'Настройка Smart TV и каналов', 399, setup, oneDay, ['tvs']),
  service('appliance-install', 'Підключення великої побутової техніки', 'Подключение крупной бытовой техники', 799, mounting, oneDay, ['home-appliances']),
  service('console-setup', 'Налаштування ігрової консолі', 'Настройка игровой консоли', 499, setup, sameDay, ['gaming']),
];
