import type { CategoryCatalogue, ProductKind, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, connectionName, gigabytes, kindName, text } from './formats';

const kind = (uk: string, ru: string): ProductKind => ({ title: { uk, ru }, name: { uk, ru } });

const homeConsole = kind('Ігрова консоль', 'Игровая консоль');
const handheld = kind('Портативна ігрова консоль', 'Портативная игровая консоль');
const gamepad = kind('Геймпад', 'Геймпад');
const headset = kind('Ігрова гарнітура', 'Игровая гарнитура');
const mouse = kind('Ігрова миша', 'Игровая мышь');
const keyboard = kind('Ігрова клавіатура', 'Игровая клавиатура');

function gear(k: ProductKind, brand: string, model: string, price: number, specs: Specs, colours: readonly [ColourKey, ...ColourKey[]]): ProductLine {
  return { brand, model, kind: k, specs, colours, variants: [{ price }] };
}

const wireless = { uk: 'Бездротове', ru: 'Беспроводное' };
const wired = { uk: 'Дротове', ru: 'Проводное' };
const pc = { uk: 'ПК', ru: 'ПК' };

export const gaming: CategoryCatalogue = {
  slug: 'gaming',
  type: homeConsole.title,
  characteristics: [
    { key: 'kind', name: kindName, main: true },
    { key: 'platform', name: { uk: 'Платформа', ru: 'Платформа' }, main: true, format: text },
    { key: 'storage', name: { uk: 'Накопичувач', ru: 'Накопитель' }, main: true, format: gigabytes },
    { key: 'connection', name: connectionName, main: true, format: text },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) => ({
    uk: `Для гри на платформі ${typeof specs.platform === 'object' ? specs.platform.uk : String(specs.platform)}: швидкий відгук, зручна ергономіка й офіційна гарантія.`,
    ru: `Для игры на платформе ${typeof specs.platform === 'object' ? specs.platform.ru : String(specs.platform)}: быстрый отклик, удобная эргономика и официальная гарантия.`,
  }),
  lines: [
    gear(homeConsole, 'Sony', 'PlayStation 5 Slim Blu-ray', 22999, { platform: 'PlayStation 5', storage: 1024 }, ['white']),
    gear(homeConsole, 'Sony', 'PlayStation 5 Slim Digital Edition', 19999, { platform: 'PlayStation 5', storage: 1024 }, ['white']),
    gear(homeConsole, 'Sony', 'PlayStation 5 Pro', 36999, { platform: 'PlayStation 5', storage: 2048 }, ['white']),
    gear(handheld, 'Sony', 'PlayStation Portal', 9999, { platform: 'PlayStation 5', connection: 'Wi-Fi' }, ['white']),
    gear(gamepad, 'Sony', 'DualSense', 2899, { platform: 'PlayStation 5', connection: wireless }, ['white', 'black', 'red']),
    gear(gamepad, 'Sony', 'DualSense Edge', 8999, { platform: 'PlayStation 5', connection: wireless }, ['white']),
    gear(homeConsole, 'Microsoft', 'Xbox Series X', 22999, { platform: 'Xbox Series X|S', storage: 1024 }, ['black']),
    gear(homeConsole, 'Microsoft', 'Xbox Series S', 12999, { platform: 'Xbox Series X|S', storage: 512 }, ['white']),
    gear(gamepad, 'Microsoft', 'Xbox Wireless Controller', 2499, { platform: 'Xbox, ПК', connection: wireless }, ['black', 'white', 'blue']),
    gear(handheld, 'Nintendo', 'Switch OLED', 14999, { platform: 'Nintendo Switch', storage: 64 }, ['white', 'red']),
    gear(handheld, 'Nintendo', 'Switch Lite', 8999, { platform: 'Nintendo Switch', storage: 32 }, ['blue', 'yellow']),
    gear(handheld, 'Valve', 'Steam Deck OLED 512GB', 24999, { platform: 'SteamOS', storage: 512 }, ['black']),
    gear(handheld, 'ASUS', 'ROG Ally Z1 Extreme', 24999, { platform: 'Windows 11', storage: 512 }, ['white']),
    gear(headset, 'HyperX', 'Cloud III', 3999, { platform: pc, connection: wired }, ['black', 'red']),
    gear(headset, 'Razer', 'BlackShark V2 X', 2199, { platform: pc, connection: wired }, ['black']),
    gear(headset, 'SteelSeries', 'Arctis Nova 7', 7499, { platform: pc, connection: wireless }, ['black']),
    gear(mouse, 'Logitech', 'G Pro X Superlight 2', 5999, { platform: pc, connection: wireless }, ['black', 'white']),
    gear(mouse, 'Logitech', 'G502 X', 2799, { platform: pc, connection: wired }, ['black']),
    gear(mouse, 'Razer', 'DeathAdder V3', 2999, { platform: pc, connection: wired }, ['black']),
    gear(keyboard, 'SteelSeries', 'Apex Pro TKL', 8999, { platform: pc, connection: wired }, ['black']),
    gear(keyboard, 'Logitech', 'G915 TKL', 8499, { platform: pc, connection: wireless }, ['black']),
  ],
};
