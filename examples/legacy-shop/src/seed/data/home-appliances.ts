import type { CategoryCatalogue, ProductKind, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, kilograms, kindName, litres, text, watts } from './formats';

const kind = (uk: string, ru: string): ProductKind => ({ title: { uk, ru }, name: { uk, ru } });

const cordless = kind('Бездротовий пилосос', 'Беспроводной пылесос');
const robot = kind('Робот-пилосос', 'Робот-пылесос');
const washer = kind('Пральна машина', 'Стиральная машина');
const fridge = kind('Холодильник', 'Холодильник');
const coffee = kind('Кавомашина', 'Кофемашина');
const microwave = kind('Мікрохвильова піч', 'Микроволновая печь');
const purifier = kind('Очищувач повітря', 'Очиститель воздуха');
const dryer = kind('Фен', 'Фен');
const airFryer = kind('Мультипіч', 'Мультипечь');
const kettle = kind('Електрочайник', 'Электрочайник');

function appliance(k: ProductKind, brand: string, model: string, price: number, specs: Specs, colours: readonly [ColourKey, ...ColourKey[]]): ProductLine {
  return { brand, model, kind: k, specs, colours, variants: [{ price }] };
}

export const homeAppliances: CategoryCatalogue = {
  slug: 'home-appliances',
  type: washer.title,
  characteristics: [
    { key: 'kind', name: kindName, main: true },
    { key: 'power', name: { uk: 'Потужність', ru: 'Мощность' }, main: true, format: watts },
    { key: 'load', name: { uk: 'Завантаження', ru: 'Загрузка' }, main: true, format: kilograms },
    { key: 'volume', name: { uk: "Об'єм", ru: 'Объем' }, main: true, format: litres },
    { key: 'energy', name: { uk: 'Клас енергоспоживання', ru: 'Класс энергопотребления' }, format: text },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) => ({
    uk: `Надійна техніка для дому${typeof specs.energy === 'string' ? ` з класом енергоспоживання ${specs.energy}` : ''}: менше рутини, більше вільного часу.`,
    ru: `Надежная техника для дома${typeof specs.energy === 'string' ? ` с классом энергопотребления ${specs.energy}` : ''}: меньше рутины, больше свободного времени.`,
  }),
  lines: [
    appliance(cordless, 'Dyson', 'V15 Detect Absolute', 29999, { power: 660 }, ['gold']),
    appliance(cordless, 'Dyson', 'V12 Detect Slim Absolute', 22999, { power: 545 }, ['yellow']),
    appliance(cordless, 'Dyson', 'Gen5detect Absolute', 34999, { power: 660 }, ['violet']),
    appliance(purifier, 'Dyson', 'Purifier Cool TP07', 19999, { power: 40 }, ['white', 'silver']),
    appliance(dryer, 'Dyson', 'Supersonic HD07', 18999, { power: 1600 }, ['pink', 'blue']),
    appliance(cordless, 'Bosch', 'Unlimited 7 BSS711W', 14999, { power: 300 }, ['white']),
    appliance(robot, 'Xiaomi', 'Robot Vacuum S10+', 17999, { power: 45 }, ['white']),
    appliance(robot, 'Xiaomi', 'Robot Vacuum X20+', 21999, { power: 50 }, ['white']),
    appliance(robot, 'Roborock', 'S8 Pro Ultra', 49999, { power: 68 }, ['black', 'white']),
    appliance(robot, 'Roborock', 'Q7 Max', 13999, { power: 58 }, ['black']),
    appliance(washer, 'Bosch', 'Serie 4 WAN28262UA', 20999, { load: 8, energy: 'A+++' }, ['white']),
    appliance(washer, 'Bosch', 'Serie 6 WGG244A0UA', 29999, { load: 9, energy: 'A' }, ['white']),
    appliance(washer, 'Samsung', 'WW80AG6S24AW', 17999, { load: 8, energy: 'A' }, ['white']),
    appliance(washer, 'Samsung', 'WW90T4040CE', 16999, { load: 9, energy: 'A+++' }, ['white']),
    appliance(washer, 'LG', 'F2V5HS0W', 16999, { load: 7, energy: 'A+++' }, ['white']),
    appliance(washer, 'LG', 'F4WV709P1E', 24999, { load: 9, energy: 'A' }, ['white']),
    appliance(fridge, 'Bosch', 'KGN39VI306', 29999, { volume: 368, energy: 'E' }, ['silver']),
    appliance(fridge, 'Samsung', 'RB38C600ESA', 24999, { volume: 390, energy: 'E' }, ['silver', 'black']),
    appliance(fridge, 'LG', 'GW-B509SBNM', 26999, { volume: 419, energy: 'E' }, ['black', 'silver']),
    appliance(coffee, 'Philips', 'LatteGo 5400 EP5447/90', 24999, { power: 1500, volume: 1.8 }, ['black']),
    appliance(coffee, 'Philips', 'Series 2200 EP2231/40', 15999, { power: 1500, volume: 1.8 }, ['black']),
    appliance(coffee, "De'Longhi", 'Magnifica S ECAM22.110.B', 14999, { power: 1450, volume: 1.8 }, ['black']),
    appliance(coffee, "De'Longhi", 'Dinamica Plus ECAM370.95.T', 34999, { power: 1450, volume: 1.8 }, ['titanium']),
    appliance(microwave, 'Samsung', 'MS23K3614AW', 4499, { power: 800, volume: 23 }, ['white']),
    appliance(microwave, 'LG', 'MS2042DB', 3999, { power: 700, volume: 20 }, ['black']),
    appliance(airFryer, 'Philips', 'Airfryer XXL HD9650/90', 8999, { power: 2225, volume: 7.3 }, ['black']),
    appliance(airFryer, 'Tefal', 'Easy Fry & Grill EY5018', 4999, { power: 1550, volume: 4.2 }, ['black']),
    appliance(kettle, 'Philips', 'Series 5000 HD9359/90', 1499, { power: 2200, volume: 1.7 }, ['silver']),
    appliance(kettle, 'Bosch', 'TWK3P420', 1299, { power: 2400, volume: 1.7 }, ['white', 'black']),
  ],
};
