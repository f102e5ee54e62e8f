import type { ColourKey } from './data/colours';
import type { Localized } from './localized';

/** A value of a product line's specification: numbers and plain strings read the same in uk and ru. */
export type SpecValue = string | number | boolean | Localized;
export type Specs = Readonly<Record<string, SpecValue>>;

/** A product type of a category that holds several (headphones and speakers in audio …). */
export interface ProductKind {
  /** The first word(s) of the title: 'Навушники'. */
  readonly title: Localized;
  /** The 'Тип' characteristic and the analytics item_category2. */
  readonly name: Localized;
}

export interface LineVariant {
  /** Written after the model in the title: '8/256GB'. */
  readonly label?: string;
  /** Replaces the line's model in the title (a TV's full model code). */
  readonly model?: string;
  /** Full price in UAH. */
  readonly price: number;
  readonly specs?: Specs;
}

/** A model of a brand; every variant in every colour becomes one product. */
export interface ProductLine {
  readonly brand: string;
  readonly model: string;
  readonly kind?: ProductKind;
  readonly specs: Specs;
  readonly variants: readonly LineVariant[];
  /** One product per variant and colour; the colour ends the title unless `colourInTitle` is false. */
  readonly colours: readonly [ColourKey, ...ColourKey[]];
  readonly colourInTitle?: boolean;
}

/** A filterable characteristic; the main ones (2–4 per product) show on the card. */
export interface CharacteristicDef {
  /** The spec key it reads; 'colour' and 'kind' are filled by the generator. */
  readonly key: string;
  readonly name: Localized;
  readonly main?: boolean;
  /** Spec value → text; strings and numbers read the same in both languages unless formatted. */
  readonly format?: (value: SpecValue) => Localized;
}

/** What one category of the demo catalogue is made of. */
export interface CategoryCatalogue {
  readonly slug: string;
  /** Title word of single-type categories: 'Смартфон'. */
  readonly type: Localized;
  readonly characteristics: readonly CharacteristicDef[];
  readonly lines: readonly ProductLine[];
  /** A sentence about a product of the category for its description. */
  readonly describe: (specs: Specs) => Localized;
}
