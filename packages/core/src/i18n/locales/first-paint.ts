import type { Dictionary } from '../dictionary';
import type { Lang } from '../languages';
import { ru } from './ru';
import { uk } from './uk';

// TEMPORARY: picks the sections from the whole dictionaries until they are split out.
const pick = (dictionary: Dictionary): Dictionary => ({
  header: dictionary.header!,
  bottom_bar: dictionary.bottom_bar!,
  product: dictionary.product!,
  products: dictionary.products!,
});

/** The texts islands show at first paint (header, bottom bar, product card, product counts), in every language. */
export const firstPaintDictionaries: Readonly<Record<Lang, Dictionary>> = { uk: pick(uk), ru: pick(ru) };
