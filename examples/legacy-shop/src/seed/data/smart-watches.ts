import type { CategoryCatalogue, ProductKind, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, compatibilityName, kindName, millimetres, text } from './formats';

const watch: ProductKind = { title: { uk: 'Смарт-годинник', ru: 'Смарт-часы' }, name: { uk: 'Смарт-годинник', ru: 'Смарт-часы' } };
const band: ProductKind = { title: { uk: 'Фітнес-браслет', ru: 'Фитнес-браслет' }, name: { uk: 'Фітнес-браслет', ru: 'Фитнес-браслет' } };

/** A watch line; each variant is a case size in mm with its price. */
function wearable(kind: ProductKind, brand: string, model: string, specs: Specs, sizes: readonly (readonly [number, number])[], colours: readonly [ColourKey, ...ColourKey[]]): ProductLine {
  return {
    brand,
    model,
    kind,
    specs,
    colours,
    variants: sizes.map(([size, price]) => ({ label: `${size}mm`, price, specs: { size } })),
  };
}

const ios = 'iOS';
const android = 'Android';
const both = 'Android, iOS';

export const smartWatches: CategoryCatalogue = {
  slug: 'smart-watches',
  type: watch.title,
  characteristics: [
    { key: 'kind', name: kindName },
    { key: 'size', name: { uk: 'Розмір корпусу', ru: 'Размер корпуса' }, main: true, format: millimetres },
    { key: 'compatibility', name: compatibilityName, main: true, format: text },
    { key: 'water', name: { uk: 'Захист від води', ru: 'Защита от воды' }, main: true, format: text },
    { key: 'nfc', name: { uk: 'Безконтактна оплата', ru: 'Бесконтактная оплата' }, format: text },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) => ({
    uk: `Пульс, сон і тренування під контролем, захист від води ${String(specs.water)}${specs.nfc === true ? ', оплата покупок з зап’ястка' : ''}.`,
    ru: `Пульс, сон и тренировки под контролем, защита от воды ${String(specs.water)}${specs.nfc === true ? ', оплата покупок с запястья' : ''}.`,
  }),
  lines: [
    wearable(watch, 'Apple', 'Watch Series 10 GPS', { compatibility: ios, water: '5 ATM', nfc: true }, [[42, 17999], [46, 19499]], ['black', 'silver']),
    wearable(watch, 'Apple', 'Watch SE 2024 GPS', { compatibility: ios, water: '5 ATM', nfc: true }, [[40, 10999], [44, 12499]], ['dark-blue', 'white']),
    wearable(watch, 'Apple', 'Watch Ultra 2', { compatibility: ios, water: '10 ATM', nfc: true }, [[49, 35999]], ['titanium', 'black']),
    wearable(watch, 'Samsung', 'Galaxy Watch7', { compatibility: android, water: '5 ATM', nfc: true }, [[40, 10999], [44, 11999]], ['green', 'silver']),
    wearable(watch, 'Samsung', 'Galaxy Watch Ultra', { compatibility: android, water: '10 ATM', nfc: true }, [[47, 22999]], ['titanium']),
    wearable(band, 'Xiaomi', 'Smart Band 9', { compatibility: both, water: '5 ATM', nfc: false }, [[46, 1799]], ['black', 'silver', 'pink']),
    wearable(watch, 'Xiaomi', 'Redmi Watch 4', { compatibility: both, water: '5 ATM', nfc: false }, [[47, 3499]], ['black', 'silver']),
    wearable(watch, 'Garmin', 'Forerunner 265', { compatibility: both, water: '5 ATM', nfc: true }, [[46, 17999]], ['black']),
    wearable(watch, 'Garmin', 'Venu 3', { compatibility: both, water: '5 ATM', nfc: true }, [[45, 19999]], ['black']),
    wearable(watch, 'Garmin', 'Fenix 8 AMOLED', { compatibility: both, water: '10 ATM', nfc: true }, [[47, 39999]], ['graphite']),
    wearable(watch, 'Huawei', 'Watch GT 5', { compatibility: both, water: '5 ATM', nfc: false }, [[46, 9999]], ['black', 'beige']),
    wearable(watch, 'Amazfit', 'GTR 4', { compatibility: both, water: '5 ATM', nfc: false }, [[46, 6999]], ['black']),
    wearable(watch, 'Amazfit', 'Balance', { compatibility: both, water: '5 ATM', nfc: false }, [[46, 8999]], ['black']),
    wearable(watch, 'Amazfit', 'Bip 5', { compatibility: both, water: 'IP68', nfc: false }, [[46, 2999]], ['black', 'pink']),
  ],
};
