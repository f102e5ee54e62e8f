import type { Localized } from '../localized';

// key, Ukrainian, Russian, the maker's English name
const colourRows = [
  ['black', 'чорний', 'черный', 'Black'],
  ['white', 'білий', 'белый', 'White'],
  ['silver', 'сріблястий', 'серебристый', 'Silver'],
  ['grey', 'сірий', 'серый', 'Grey'],
  ['graphite', 'графітовий', 'графитовый', 'Graphite'],
  ['blue', 'синій', 'синий', 'Blue'],
  ['light-blue', 'блакитний', 'голубой', 'Light Blue'],
  ['dark-blue', 'темно-синій', 'темно-синий', 'Dark Blue'],
  ['green', 'зелений', 'зеленый', 'Green'],
  ['mint', "м'ятний", 'мятный', 'Mint'],
  ['violet', 'фіолетовий', 'фиолетовый', 'Violet'],
  ['pink', 'рожевий', 'розовый', 'Pink'],
  ['red', 'червоний', 'красный', 'Red'],
  ['yellow', 'жовтий', 'желтый', 'Yellow'],
  ['gold', 'золотистий', 'золотистый', 'Gold'],
  ['beige', 'бежевий', 'бежевый', 'Beige'],
  ['titanium', 'титановий', 'титановый', 'Titanium'],
  ['clear', 'прозорий', 'прозрачный', 'Clear'],
] as const;

export type ColourKey = (typeof colourRows)[number][0];

/**
 * Colours the demo products come in: the 'Колір' filter's values in each language, and the maker's
 * English name that ends a product title ('… 8/256GB Black'), as Ukrainian shops write titles.
 */
export const colours = Object.fromEntries(colourRows.map(([key, uk, ru, en]) => [key, { uk, ru, en }])) as Record<ColourKey, Localized & { readonly en: string }>;
