import type { CategoryCatalogue, ProductLine, Specs } from './catalogue-types';
import { colours, type ColourKey } from './data/colours';
import { text } from './data/formats';
import type { Localized } from './localized';

export interface CharacteristicRow {
  readonly position: number;
  readonly name: Localized;
  readonly value: Localized;
  readonly isMain: boolean;
}

/**
 * A product's characteristics in the category's order: one per definition the product has a value
 * for. Names come from the category, so every product of a category shares them (the filters).
 */
export function buildCharacteristics(catalogue: CategoryCatalogue, line: ProductLine, specs: Specs, colour: ColourKey): CharacteristicRow[] {
  const rows: CharacteristicRow[] = [];
  for (const definition of catalogue.characteristics) {
    const value =
      definition.key === 'colour' ? colours[colour] : definition.key === 'kind' ? line.kind?.name : specs[definition.key];
    if (value === undefined) continue;
    rows.push({
      position: rows.length + 1,
      name: definition.name,
      value: (definition.format ?? text)(value),
      isMain: definition.main === true,
    });
  }
  const main = rows.filter((row) => row.isMain).length;
  if (main < 2 || main > 4) {
    throw new Error(`${line.brand} ${line.model} has ${main} main characteristics; a card shows 2 to 4`);
  }
  return rows;
}
