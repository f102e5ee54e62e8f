import type { CategoryCatalogue, ProductKind, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, compatibilityName, gigabytes, kindName, metres, milliampHours, text, watts } from './formats';

const kind = (uk: string, ru: string): ProductKind => ({ title: { uk, ru }, name: { uk, ru } });

const caseKind = kind('Чохол', 'Чехол');
const charger = kind('Мережевий зарядний пристрій', 'Сетевое зарядное устройство');
const wireless = kind('Бездротовий зарядний пристрій', 'Беспроводное зарядное устройство');
const powerbank = kind('Павербанк', 'Павербанк');
const cable = kind('Кабель', 'Кабель');
const glass = kind('Захисне скло', 'Защитное стекло');
const card = kind("Карта пам'яті", 'Карта памяти');
const ssd = kind('Зовнішній SSD', 'Внешний SSD');
const mouse = kind('Миша', 'Мышь');
const keyboard = kind('Клавіатура', 'Клавиатура');

function accessory(k: ProductKind, brand: string, model: string, price: number, specs: Specs, colours: readonly [ColourKey, ...ColourKey[]]): ProductLine {
  return { brand, model, kind: k, specs, colours, variants: [{ price }] };
}

const iphone = 'iPhone';
const universal = { uk: 'Універсальна', ru: 'Универсальная' };

export const accessories: CategoryCatalogue = {
  slug: 'accessories',
  type: caseKind.title,
  characteristics: [
    { key: 'kind', name: kindName, main: true },
    { key: 'compatibility', name: compatibilityName, main: true, format: text },
    { key: 'power', name: { uk: 'Потужність', ru: 'Мощность' }, main: true, format: watts },
    { key: 'capacity', name: { uk: 'Ємність', ru: 'Емкость' }, main: true, format: milliampHours },
    { key: 'volume', name: { uk: "Обсяг пам'яті", ru: 'Объем памяти' }, main: true, format: gigabytes },
    { key: 'length', name: { uk: 'Довжина кабелю', ru: 'Длина кабеля' }, format: metres },
    { key: 'colour', name: colourName },
  ],
  describe: () => ({
    uk: 'Оригінальний аксесуар з офіційною гарантією виробника — перевірена сумісність і якісні матеріали.',
    ru: 'Оригинальный аксессуар с официальной гарантией производителя — проверенная совместимость и качественные материалы.',
  }),
  lines: [
    accessory(charger, 'Apple', '20W USB-C Power Adapter', 899, { compatibility: 'iPhone, iPad', power: 20 }, ['white']),
    accessory(cable, 'Apple', 'USB-C Woven Charge Cable 1m', 899, { compatibility: universal, length: 1 }, ['white']),
    accessory(wireless, 'Apple', 'MagSafe Charger 1m', 1999, { compatibility: iphone, power: 25 }, ['white']),
    accessory(caseKind, 'Apple', 'iPhone 16 Pro Silicone Case with MagSafe', 2199, { compatibility: 'iPhone 16 Pro' }, ['black', 'blue', 'pink']),
    accessory(charger, 'Samsung', '25W Travel Adapter EP-T2510', 699, { compatibility: universal, power: 25 }, ['black', 'white']),
    accessory(charger, 'Samsung', '45W Power Adapter EP-T4511', 1299, { compatibility: universal, power: 45 }, ['black']),
    accessory(caseKind, 'Samsung', 'Galaxy S24 Ultra Silicone Case', 1299, { compatibility: 'Galaxy S24 Ultra' }, ['black', 'violet']),
    accessory(powerbank, 'Xiaomi', 'Power Bank 20000mAh 22.5W', 1199, { compatibility: universal, capacity: 20000, power: 22.5 }, ['black']),
    accessory(powerbank, 'Xiaomi', 'Redmi Power Bank 10000mAh', 699, { compatibility: universal, capacity: 10000, power: 18 }, ['black', 'blue']),
    accessory(powerbank, 'Anker', 'PowerCore 10000 PD Redux', 1299, { compatibility: universal, capacity: 10000, power: 25 }, ['black']),
    accessory(powerbank, 'Anker', '737 Power Bank 24000mAh', 4499, { compatibility: universal, capacity: 24000, power: 140 }, ['black']),
    accessory(powerbank, 'Baseus', 'Blade HD 20000mAh 100W', 2999, { compatibility: universal, capacity: 20000, power: 100 }, ['black']),
    accessory(charger, 'Baseus', 'GaN5 Pro 65W', 1499, { compatibility: universal, power: 65 }, ['black', 'white']),
    accessory(cable, 'Ugreen', 'USB-C to USB-C 100W 2m', 399, { compatibility: universal, power: 100, length: 2 }, ['black']),
    accessory(charger, 'Ugreen', 'Nexode 65W', 1599, { compatibility: universal, power: 65 }, ['white']),
    accessory(caseKind, 'Spigen', 'Ultra Hybrid iPhone 16', 899, { compatibility: 'iPhone 16' }, ['clear']),
    accessory(glass, 'Spigen', 'Glas.tR EZ Fit iPhone 16 Pro 2 шт.', 799, { compatibility: 'iPhone 16 Pro' }, ['clear']),
    accessory(glass, 'Samsung', 'Galaxy S24 Anti-Reflecting Film', 699, { compatibility: 'Galaxy S24' }, ['clear']),
    accessory(wireless, 'Belkin', 'BoostCharge Pro 3-in-1 MagSafe', 5999, { compatibility: iphone, power: 15 }, ['white', 'black']),
    accessory(card, 'SanDisk', 'Extreme microSDXC 128GB', 899, { compatibility: universal, volume: 128 }, ['red']),
    accessory(card, 'SanDisk', 'Extreme microSDXC 256GB', 1599, { compatibility: universal, volume: 256 }, ['red']),
    accessory(card, 'Samsung', 'EVO Plus microSDXC 128GB', 599, { compatibility: universal, volume: 128 }, ['white']),
    accessory(ssd, 'Samsung', 'T7 Portable SSD 1TB', 4999, { compatibility: universal, volume: 1024 }, ['grey', 'blue']),
    accessory(mouse, 'Logitech', 'MX Master 3S', 4299, { compatibility: universal }, ['graphite', 'grey']),
    accessory(keyboard, 'Logitech', 'MX Keys S', 4999, { compatibility: universal }, ['graphite']),
  ],
};
