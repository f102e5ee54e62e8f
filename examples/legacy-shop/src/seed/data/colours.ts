import type { Localized } from '../localized';

/**
 * Colours the demo products come in: the 'Колір' filter's values in each language, and the maker's
 * English name that ends a product title ('… 8/256GB Black'), as Ukrainian shops write titles.
 */
export const colours = {
  black: { uk: 'чорний', ru: 'черный', en: 'Black' },
  white: { uk: 'білий', ru: 'белый', en: 'White' },
  silver: { uk: 'сріблястий', ru: 'серебристый', en: 'Silver' },
  grey: { uk: 'сірий', ru: 'серый', en: 'Grey' },
  graphite: { uk: 'графітовий', ru: 'графитовый', en: 'Graphite' },
  blue: { uk: 'синій', ru: 'синий', en: 'Blue' },
  'light-blue': { uk: 'блакитний', ru: 'голубой', en: 'Light Blue' },
  'dark-blue': { uk: 'темно-синій', ru: 'темно-синий', en: 'Dark Blue' },
  green: { uk: 'зелений', ru: 'зеленый', en: 'Green' },
  mint: { uk: "м'ятний", ru: 'мятный', en: 'Mint' },
  violet: { uk: 'фіолетовий', ru: 'фиолетовый', en: 'Violet' },
  pink: { uk: 'рожевий', ru: 'розовый', en: 'Pink' },
  red: { uk: 'червоний', ru: 'красный', en: 'Red' },
  yellow: { uk: 'жовтий', ru: 'желтый', en: 'Yellow' },
  gold: { uk: 'золотистий', ru: 'золотистый', en: 'Gold' },
  beige: { uk: 'бежевий', ru: 'бежевый', en: 'Beige' },
  titanium: { uk: 'титановий', ru: 'титановый', en: 'Titanium' },
  clear: { uk: 'прозорий', ru: 'прозрачный', en: 'Clear' },
} as const satisfies Record<string, Localized & { readonly en: string }>;

export type ColourKey = keyof typeof colours;
