import type { CategoryCatalogue } from '../catalogue-types';
import type { Localized } from '../localized';
import { accessories } from './accessories';
import { audioCatalogue } from './audio';
import { gaming } from './gaming';
import { homeAppliances } from './home-appliances';
import { laptops } from './laptops';
import { smartphones } from './smartphones';
import { smartWatches } from './smart-watches';
import { tablets } from './tablets';
import { tvs } from './tvs';

export interface CategorySeed {
  readonly id: number;
  readonly slug: string;
  readonly title: Localized;
  /** The analytics item_category (the Ukrainian title, as the shop reports it). */
  readonly itemCategory: string;
  readonly isServices: boolean;
  /** The goods of the category; none for the services category (see services-data.ts). */
  readonly catalogue?: CategoryCatalogue;
}

function category(id: number, title: Localized, catalogue: CategoryCatalogue): CategorySeed {
  return { id, slug: catalogue.slug, title, itemCategory: title.uk, isServices: false, catalogue };
}

export const SERVICES_SLUG = 'services';

/** The categories in menu order. */
export const categorySeeds: readonly CategorySeed[] = [
  category(1, { uk: 'Смартфони', ru: 'Смартфоны' }, smartphones),
  category(2, { uk: 'Ноутбуки', ru: 'Ноутбуки' }, laptops),
  category(3, { uk: 'Телевізори', ru: 'Телевизоры' }, tvs),
  category(4, { uk: 'Навушники та акустика', ru: 'Наушники и акустика' }, audioCatalogue),
  category(5, { uk: 'Планшети', ru: 'Планшеты' }, tablets),
  category(6, { uk: 'Смарт-годинники', ru: 'Смарт-часы' }, smartWatches),
  category(7, { uk: 'Аксесуари', ru: 'Аксессуары' }, accessories),
  category(8, { uk: 'Ігрові консолі та геймінг', ru: 'Игровые консоли и гейминг' }, gaming),
  category(9, { uk: 'Побутова техніка', ru: 'Бытовая техника' }, homeAppliances),
  { id: 10, slug: SERVICES_SLUG, title: { uk: 'Послуги', ru: 'Услуги' }, itemCategory: 'Послуги', isServices: true },
];
