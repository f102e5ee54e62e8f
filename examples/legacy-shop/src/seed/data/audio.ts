import type { CategoryCatalogue, ProductKind, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, connectionName, hours, kindName, text } from './formats';

const tws: ProductKind = { title: { uk: 'Навушники', ru: 'Наушники' }, name: { uk: 'Навушники TWS', ru: 'Наушники TWS' } };
const overEar: ProductKind = {
  title: { uk: 'Навушники', ru: 'Наушники' },
  name: { uk: 'Повнорозмірні навушники', ru: 'Полноразмерные наушники' },
};
const speaker: ProductKind = {
  title: { uk: 'Портативна колонка', ru: 'Портативная колонка' },
  name: { uk: 'Портативна колонка', ru: 'Портативная колонка' },
};
const soundbar: ProductKind = { title: { uk: 'Саундбар', ru: 'Саундбар' }, name: { uk: 'Саундбар', ru: 'Саундбар' } };

function audio(kind: ProductKind, brand: string, model: string, price: number, specs: Specs, colours: readonly [ColourKey, ...ColourKey[]]): ProductLine {
  return { brand, model, kind, specs, colours, variants: [{ price }] };
}

const bt = 'Bluetooth 5.3';

export const audioCatalogue: CategoryCatalogue = {
  slug: 'audio',
  type: { uk: 'Навушники', ru: 'Наушники' },
  characteristics: [
    { key: 'kind', name: kindName, main: true },
    { key: 'connection', name: connectionName, main: true, format: text },
    { key: 'anc', name: { uk: 'Активне шумозаглушення', ru: 'Активное шумоподавление' }, main: true, format: text },
    { key: 'hours', name: { uk: 'Час роботи', ru: 'Время работы' }, main: true, format: hours },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) =>
    specs.anc === true
      ? {
          uk: 'Активне шумозаглушення прибирає гул транспорту й офісу, а прозорий режим дає почути оголошення.',
          ru: 'Активное шумоподавление убирает гул транспорта и офиса, а прозрачный режим позволяет услышать объявления.',
        }
      : {
          uk: 'Чистий звук із глибокими басами, стабільне бездротове з’єднання та зручне керування.',
          ru: 'Чистый звук с глубокими басами, стабильное беспроводное соединение и удобное управление.',
        },
  lines: [
    audio(tws, 'Apple', 'AirPods Pro 2 USB-C', 9999, { connection: bt, anc: true, hours: 30 }, ['white']),
    audio(tws, 'Apple', 'AirPods 4', 6999, { connection: bt, anc: false, hours: 30 }, ['white']),
    audio(tws, 'Apple', 'AirPods 4 ANC', 8499, { connection: bt, anc: true, hours: 30 }, ['white']),
    audio(overEar, 'Apple', 'AirPods Max USB-C', 24999, { connection: bt, anc: true, hours: 20 }, ['dark-blue', 'blue', 'white']),
    audio(tws, 'Samsung', 'Galaxy Buds3 Pro', 8999, { connection: bt, anc: true, hours: 26 }, ['silver', 'white']),
    audio(tws, 'Samsung', 'Galaxy Buds FE', 2999, { connection: bt, anc: true, hours: 21 }, ['graphite', 'white']),
    audio(overEar, 'Sony', 'WH-1000XM5', 13999, { connection: bt, anc: true, hours: 30 }, ['black', 'silver']),
    audio(tws, 'Sony', 'WF-1000XM5', 10999, { connection: bt, anc: true, hours: 24 }, ['black', 'silver']),
    audio(overEar, 'Sony', 'WH-CH720N', 4499, { connection: bt, anc: true, hours: 35 }, ['black', 'white', 'blue']),
    audio(overEar, 'JBL', 'Tune 520BT', 1799, { connection: bt, anc: false, hours: 57 }, ['black', 'white', 'blue', 'violet']),
    audio(overEar, 'JBL', 'Live 770NC', 5499, { connection: bt, anc: true, hours: 65 }, ['black', 'blue']),
    audio(tws, 'JBL', 'Tune Beam', 2999, { connection: bt, anc: true, hours: 48 }, ['black', 'white']),
    audio(speaker, 'JBL', 'Flip 6', 4999, { connection: bt, anc: false, hours: 12 }, ['black', 'blue', 'red']),
    audio(speaker, 'JBL', 'Charge 5', 6999, { connection: bt, anc: false, hours: 20 }, ['black', 'blue']),
    audio(speaker, 'JBL', 'Go 4', 1799, { connection: bt, anc: false, hours: 7 }, ['black', 'red', 'blue']),
    audio(speaker, 'JBL', 'PartyBox 110', 16999, { connection: bt, anc: false, hours: 12 }, ['black']),
    audio(speaker, 'Marshall', 'Emberton II', 6999, { connection: bt, anc: false, hours: 30 }, ['black']),
    audio(overEar, 'Marshall', 'Major IV', 5499, { connection: bt, anc: false, hours: 80 }, ['black']),
    audio(tws, 'Xiaomi', 'Redmi Buds 6 Active', 799, { connection: bt, anc: false, hours: 30 }, ['black', 'white']),
    audio(tws, 'Bose', 'QuietComfort Ultra Earbuds', 12999, { connection: bt, anc: true, hours: 24 }, ['black', 'white']),
    audio(soundbar, 'Samsung', 'HW-Q600C', 15999, { connection: 'Bluetooth, HDMI eARC', anc: false }, ['black']),
    audio(soundbar, 'LG', 'S65TR', 12999, { connection: 'Bluetooth, HDMI eARC', anc: false }, ['black']),
    audio(soundbar, 'Sony', 'HT-S400', 9999, { connection: 'Bluetooth, HDMI ARC', anc: false }, ['black']),
  ],
};
