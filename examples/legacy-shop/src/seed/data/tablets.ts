import type { CategoryCatalogue, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, gigabytes, inches, text } from './formats';

/** A tablet line; each variant is 'RAM/STORAGE' (GB), its connectivity and price. */
function tablet(brand: string, model: string, specs: Specs, variants: readonly (readonly [number, number, string, number])[], colours: readonly [ColourKey, ...ColourKey[]]): ProductLine {
  return {
    brand,
    model,
    specs,
    colours,
    variants: variants.map(([ram, storage, network, price]) => ({
      label: `${ram}/${storage}GB ${network}`,
      price,
      specs: { ram, storage, network },
    })),
  };
}

export const tablets: CategoryCatalogue = {
  slug: 'tablets',
  type: { uk: 'Планшет', ru: 'Планшет' },
  characteristics: [
    { key: 'screen', name: { uk: 'Діагональ екрана', ru: 'Диагональ экрана' }, main: true, format: inches },
    { key: 'storage', name: { uk: "Вбудована пам'ять", ru: 'Встроенная память' }, main: true, format: gigabytes },
    { key: 'ram', name: { uk: "Оперативна пам'ять", ru: 'Оперативная память' }, main: true, format: gigabytes },
    { key: 'network', name: { uk: "Зв'язок", ru: 'Связь' }, format: text },
    { key: 'os', name: { uk: 'Операційна система', ru: 'Операционная система' }, format: text },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) => ({
    uk: `Екран ${String(specs.screen)}" для фільмів, навчання та нотаток, система ${String(specs.os)} і тривала автономність.`,
    ru: `Экран ${String(specs.screen)}" для фильмов, учебы и заметок, система ${String(specs.os)} и долгая автономность.`,
  }),
  lines: [
    tablet('Apple', 'iPad 10.9 2022', { screen: 10.9, os: 'iPadOS' }, [[4, 64, 'Wi-Fi', 15999], [4, 256, 'Wi-Fi', 21999]], ['silver', 'blue']),
    tablet('Apple', 'iPad Air 11 M2', { screen: 11, os: 'iPadOS' }, [[8, 128, 'Wi-Fi', 29999]], ['grey', 'violet']),
    tablet('Apple', 'iPad Air 13 M2', { screen: 13, os: 'iPadOS' }, [[8, 128, 'Wi-Fi', 39999]], ['grey']),
    tablet('Apple', 'iPad Pro 11 M4', { screen: 11, os: 'iPadOS' }, [[8, 256, 'Wi-Fi', 49999]], ['black', 'silver']),
    tablet('Apple', 'iPad mini 7', { screen: 8.3, os: 'iPadOS' }, [[8, 128, 'Wi-Fi', 23999]], ['grey']),
    tablet('Samsung', 'Galaxy Tab S9 FE', { screen: 10.9, os: 'Android' }, [[6, 128, 'Wi-Fi', 15999]], ['grey', 'silver']),
    tablet('Samsung', 'Galaxy Tab A9+', { screen: 11, os: 'Android' }, [[4, 64, 'Wi-Fi', 7999], [8, 128, '5G', 11999]], ['grey', 'silver']),
    tablet('Samsung', 'Galaxy Tab S10+', { screen: 12.4, os: 'Android' }, [[12, 256, 'Wi-Fi', 44999]], ['grey']),
    tablet('Xiaomi', 'Pad 6', { screen: 11, os: 'Android' }, [[6, 128, 'Wi-Fi', 11999]], ['grey', 'blue']),
    tablet('Xiaomi', 'Redmi Pad SE', { screen: 11, os: 'Android' }, [[4, 128, 'Wi-Fi', 6499], [8, 256, 'Wi-Fi', 7999]], ['grey']),
    tablet('Lenovo', 'Tab M11', { screen: 10.95, os: 'Android' }, [[4, 128, 'LTE', 8499]], ['grey']),
    tablet('Lenovo', 'Tab P12', { screen: 12.7, os: 'Android' }, [[8, 128, 'Wi-Fi', 14999]], ['grey']),
    tablet('Huawei', 'MatePad 11.5', { screen: 11.5, os: 'HarmonyOS' }, [[8, 128, 'Wi-Fi', 11999]], ['grey']),
  ],
};
