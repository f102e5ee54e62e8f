import type { Localized } from '../localized';

export interface LabelSeed {
  readonly id: number;
  readonly title: Localized;
  /** Badge colour, #rrggbb. */
  readonly color: string;
}

/** Product badges; the ids are what the seed's rules refer to. */
export const LABEL = {
  bestseller: 1,
  novelty: 2,
  discount: 3,
  gift: 4,
  superPrice: 5,
  b2b: 6,
  instalments: 7,
  cashback: 8,
} as const;

export const labelSeeds: readonly LabelSeed[] = [
  { id: LABEL.bestseller, title: { uk: 'Хіт продажів', ru: 'Хит продаж' }, color: '#ff6a00' },
  { id: LABEL.novelty, title: { uk: 'Новинка', ru: 'Новинка' }, color: '#00a046' },
  { id: LABEL.discount, title: { uk: 'Знижка', ru: 'Скидка' }, color: '#e53935' },
  { id: LABEL.gift, title: { uk: 'Подарунок', ru: 'Подарок' }, color: '#8e24aa' },
  { id: LABEL.superPrice, title: { uk: 'Суперціна', ru: 'Суперцена' }, color: '#f9a825' },
  { id: LABEL.b2b, title: { uk: 'B2B', ru: 'B2B' }, color: '#1e3a8a' },
  { id: LABEL.instalments, title: { uk: 'Розстрочка 0%', ru: 'Рассрочка 0%' }, color: '#0288d1' },
  { id: LABEL.cashback, title: { uk: 'Кешбек бонусами', ru: 'Кэшбэк бонусами' }, color: '#00897b' },
];
