import { imageUrl } from '../images/image-url';
import type { CategoryCatalogue, LineVariant, ProductLine } from './catalogue-types';
import { buildCharacteristics, type CharacteristicRow } from './characteristics';
import { categorySeeds, type CategorySeed } from './data/categories-data';
import { colours, type ColourKey } from './data/colours';
import { services, type ServiceSeed } from './data/services-data';
import { joinLocalized, type Localized } from './localized';
import { isSellable, pickStatus, type StatusKind } from './product-status';
import type { Random } from './random';
import { slugify } from './slug';

/** Everything about one product the seed writes, before it is written. */
export interface ProductPlan {
  readonly id: number;
  readonly category: CategorySeed;
  readonly slug: string;
  readonly title: Localized;
  readonly brand: string | null;
  /** The line's and the variant's model names, for matching awards and gifts. */
  readonly models: readonly string[];
  readonly price: number;
  readonly priceWithDiscount: number | null;
  readonly bonus: number;
  readonly rating: number;
  readonly countReviews: number;
  readonly status: StatusKind;
  readonly isCorporate: boolean;
  readonly isAvailableForCredit: boolean;
  readonly itemCategory2: string | null;
  readonly popularity: number;
  readonly isTop: boolean;
  readonly supplierId: number;
  readonly description: Localized;
  readonly createdAt: string;
  readonly characteristics: readonly CharacteristicRow[];
  /** Set for the products of the services category. */
  readonly service?: ServiceSeed;
}

export const FIRST_PRODUCT_ID = 1001;
const TOP_COUNT = 10;
const TOP_PER_CATEGORY = 2;
const START = Date.UTC(2023, 2, 1);
const DAY = 86_400_000;
/** Products created from this day on are new (the 'Новинка' label). */
export const NEW_SINCE = '2025-04-01';

const warrantyNote: Localized = {
  uk: 'Офіційна гарантія виробника та доставка по всій Україні.',
  ru: 'Официальная гарантия производителя и доставка по всей Украине.',
};

/** Whole hryvnias ending in 99, as shop prices do. */
function shopPrice(amount: number): number {
  return amount >= 200 ? Math.floor(amount / 100) * 100 - 1 : Math.max(1, Math.floor(amount / 10) * 10 - 1);
}

function createdAt(random: Random): string {
  return new Date(START + random.int(0, 820) * DAY + random.int(8 * 3600, 20 * 3600) * 1000).toISOString();
}

function rating(random: Random): { rating: number; countReviews: number } {
  if (random.chance(0.15)) return { rating: 0, countReviews: 0 };
  return { rating: random.pick([3, 3.5, 4, 4, 4.5, 4.5, 4.5, 5, 5]), countReviews: random.int(1, 240) };
}

type Draft = Omit<ProductPlan, 'isTop'>;

function goodsDraft(random: Random, id: number, category: CategorySeed, catalogue: CategoryCatalogue, line: ProductLine, variant: LineVariant, colour: ColourKey): Draft {
  const specs = { ...line.specs, ...variant.specs };
  const model = variant.model ?? line.model;
  const type = line.kind?.title ?? catalogue.type;
  const title = joinLocalized(type, line.brand, model, variant.label, line.colourInTitle === false ? undefined : colours[colour].en);
  const status = pickStatus(random);
  const discounted = random.chance(0.32) && status !== 'end_of_life';
  const priceWithDiscount = discounted ? shopPrice(variant.price * (1 - random.int(5, 28) / 100)) : null;
  const effective = priceWithDiscount ?? variant.price;
  const isCorporate = category.slug !== 'accessories' && random.chance(0.06);
  const { rating: stars, countReviews } = rating(random);
  return {
    id,
    category,
    slug: slugify(`${type.uk} ${line.brand} ${model} ${variant.label ?? ''} ${line.colours.length > 1 ? colour : ''}`),
    title,
    brand: line.brand,
    models: [line.model, model],
    price: variant.price,
    priceWithDiscount,
    bonus: random.chance(0.45) ? Math.max(1, Math.round(effective / 100)) : 0,
    rating: stars,
    countReviews,
    status,
    isCorporate,
    isAvailableForCredit: isSellable(status) && !isCorporate && effective >= 2000 && random.chance(0.8),
    itemCategory2: line.kind?.name.uk ?? line.brand,
    popularity: Math.round(random.int(0, 1000) * (isSellable(status) ? 1 : 0.3)) + countReviews,
    supplierId: random.pick([1, 1, 1, 1, 2, 2, 3]),
    description: joinLocalized({ uk: `${title.uk}.`, ru: `${title.ru}.` }, catalogue.describe(specs), warrantyNote),
    createdAt: createdAt(random),
    characteristics: buildCharacteristics(catalogue, line, specs, colour),
  };
}

function serviceDraft(random: Random, id: number, category: CategorySeed, service: ServiceSeed): Draft {
  return {
    id,
    category,
    slug: slugify(`posluha ${service.key}`),
    title: service.title,
    brand: null,
    models: [],
    price: service.price,
    priceWithDiscount: null,
    bonus: 0,
    rating: 0,
    countReviews: 0,
    status: 'in_stock',
    isCorporate: false,
    isAvailableForCredit: false,
    itemCategory2: service.kind.uk,
    popularity: random.int(0, 300),
    supplierId: 1,
    description: {
      uk: `${service.title.uk}. Виконують сертифіковані майстри сервісного центру «Вітрина».`,
      ru: `${service.title.ru}. Выполняют сертифицированные мастера сервисного центра «Витрина».`,
    },
    createdAt: createdAt(random),
    characteristics: [
      { position: 1, name: { uk: 'Тип послуги', ru: 'Тип услуги' }, value: service.kind, isMain: true },
      { position: 2, name: { uk: 'Термін', ru: 'Срок' }, value: service.term, isMain: true },
    ],
    service,
  };
}

/** Top sales: the most popular sellable goods, at most two per category. */
function pickTop(drafts: readonly Draft[]): Set<number> {
  const perCategory = new Map<number, number>();
  const top = new Set<number>();
  const candidates = drafts
    .filter((draft) => !draft.service && !draft.isCorporate && isSellable(draft.status))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  for (const draft of candidates) {
    const taken = perCategory.get(draft.category.id) ?? 0;
    if (taken >= TOP_PER_CATEGORY) continue;
    perCategory.set(draft.category.id, taken + 1);
    top.add(draft.id);
    if (top.size === TOP_COUNT) break;
  }
  return top;
}

/** Every product of the demo catalogue: each line's variants in each colour, then the services. */
export function planProducts(random: Random): ProductPlan[] {
  const drafts: Draft[] = [];
  const slugs = new Set<string>();
  const add = (draft: Draft) => {
    let slug = draft.slug;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${draft.slug}-${n}`;
    slugs.add(slug);
    drafts.push({ ...draft, slug });
  };
  for (const category of categorySeeds) {
    if (category.isServices) {
      for (const service of services) add(serviceDraft(random, FIRST_PRODUCT_ID + drafts.length, category, service));
      continue;
    }
    const catalogue = category.catalogue;
    if (!catalogue) continue;
    for (const line of catalogue.lines) {
      for (const variant of line.variants) {
        for (const colour of line.colours) {
          add(goodsDraft(random, FIRST_PRODUCT_ID + drafts.length, category, catalogue, line, variant, colour));
        }
      }
    }
  }
  const top = pickTop(drafts);
  return drafts.map((draft) => ({ ...draft, isTop: top.has(draft.id) }));
}

export function productImage(plan: Pick<ProductPlan, 'slug'>): string {
  return imageUrl('product', plan.slug);
}
