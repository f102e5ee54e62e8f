import type { CategoryCatalogue, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, gigabytes, inches, megapixels, milliampHours, text } from './formats';

type Colours = readonly [ColourKey, ...ColourKey[]];

/** A phone line; a variant label 'RAM/STORAGE' (GB) or 'STORAGE' with the RAM in the specs. */
function phone(brand: string, model: string, specs: Specs, variants: readonly (readonly [string, number])[], colours: Colours): ProductLine {
  return {
    brand,
    model,
    specs,
    colours,
    variants: variants.map(([memory, price]) => {
      const [first, second] = memory.split('/');
      const storage = Number(second ?? first);
      const memorySpecs: Specs = second === undefined ? { storage } : { ram: Number(first), storage };
      return { label: `${memory}GB`, price, specs: memorySpecs };
    }),
  };
}

const android = { sim: 2, nfc: true };
const iphone = { sim: 'eSIM + nano-SIM', nfc: true };

export const smartphones: CategoryCatalogue = {
  slug: 'smartphones',
  type: { uk: 'Смартфон', ru: 'Смартфон' },
  characteristics: [
    { key: 'screen', name: { uk: 'Діагональ екрана', ru: 'Диагональ экрана' }, main: true, format: inches },
    { key: 'ram', name: { uk: "Оперативна пам'ять", ru: 'Оперативная память' }, main: true, format: gigabytes },
    { key: 'storage', name: { uk: "Вбудована пам'ять", ru: 'Встроенная память' }, main: true, format: gigabytes },
    { key: 'camera', name: { uk: 'Основна камера', ru: 'Основная камера' }, main: true, format: megapixels },
    { key: 'battery', name: { uk: 'Ємність акумулятора', ru: 'Емкость аккумулятора' }, format: milliampHours },
    { key: 'sim', name: { uk: 'Кількість SIM-карт', ru: 'Количество SIM-карт' }, format: text },
    { key: 'nfc', name: { uk: 'NFC', ru: 'NFC' }, format: text },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) => ({
    uk: `Екран ${String(specs.screen)}" та основна камера ${String(specs.camera)} Мп, акумулятор ${String(specs.battery)} мА·год на цілий день роботи.`,
    ru: `Экран ${String(specs.screen)}" и основная камера ${String(specs.camera)} Мп, аккумулятор ${String(specs.battery)} мА·ч на целый день работы.`,
  }),
  lines: [
    phone('Samsung', 'Galaxy S24 Ultra', { ...android, screen: 6.8, camera: 200, battery: 5000 }, [['12/256', 52999], ['12/512', 58999]], ['titanium', 'black']),
    phone('Samsung', 'Galaxy S24+', { ...android, screen: 6.7, camera: 50, battery: 4900 }, [['12/256', 41999]], ['black', 'violet']),
    phone('Samsung', 'Galaxy S24', { ...android, screen: 6.2, camera: 50, battery: 4000 }, [['8/128', 32999], ['8/256', 35999]], ['black', 'grey']),
    phone('Samsung', 'Galaxy S24 FE', { ...android, screen: 6.7, camera: 50, battery: 4700 }, [['8/128', 24999], ['8/256', 27999]], ['blue', 'mint']),
    phone('Samsung', 'Galaxy Z Fold6', { ...android, screen: 7.6, camera: 50, battery: 4400 }, [['12/256', 79999]], ['silver', 'dark-blue']),
    phone('Samsung', 'Galaxy Z Flip6', { ...android, screen: 6.7, camera: 50, battery: 4000 }, [['12/256', 44999]], ['light-blue', 'mint', 'yellow']),
    phone('Samsung', 'Galaxy A55 5G', { ...android, screen: 6.6, camera: 50, battery: 5000 }, [['8/128', 15999], ['8/256', 17999]], ['dark-blue', 'violet']),
    phone('Samsung', 'Galaxy A35 5G', { ...android, screen: 6.6, camera: 50, battery: 5000 }, [['6/128', 12499], ['8/256', 14499]], ['dark-blue', 'yellow']),
    phone('Samsung', 'Galaxy A25', { ...android, screen: 6.5, camera: 50, battery: 5000 }, [['6/128', 8999]], ['black', 'blue']),
    phone('Samsung', 'Galaxy A15', { ...android, screen: 6.5, camera: 50, battery: 5000 }, [['4/128', 6499]], ['black', 'light-blue']),
    phone('Apple', 'iPhone 16 Pro Max', { ...iphone, ram: 8, screen: 6.9, camera: 48, battery: 4685 }, [['256', 62999], ['512', 73999]], ['black', 'titanium']),
    phone('Apple', 'iPhone 16 Pro', { ...iphone, ram: 8, screen: 6.3, camera: 48, battery: 3582 }, [['128', 50999], ['256', 55999]], ['black', 'white']),
    phone('Apple', 'iPhone 16', { ...iphone, ram: 8, screen: 6.1, camera: 48, battery: 3561 }, [['128', 39999], ['256', 44999]], ['black', 'blue', 'pink']),
    phone('Apple', 'iPhone 15', { ...iphone, ram: 6, screen: 6.1, camera: 48, battery: 3349 }, [['128', 33999]], ['black', 'blue', 'pink']),
    phone('Apple', 'iPhone 13', { ...iphone, ram: 4, screen: 6.1, camera: 12, battery: 3240 }, [['128', 24999]], ['black', 'white']),
    phone('Xiaomi', '14T Pro', { ...android, screen: 6.67, camera: 50, battery: 5000 }, [['12/512', 32999]], ['black', 'grey', 'blue']),
    phone('Xiaomi', '14T', { ...android, screen: 6.67, camera: 50, battery: 5000 }, [['12/256', 24999]], ['black', 'blue']),
    phone('Xiaomi', 'Redmi Note 13 Pro+ 5G', { ...android, screen: 6.67, camera: 200, battery: 5000 }, [['8/256', 15999], ['12/512', 18999]], ['black', 'violet']),
    phone('Xiaomi', 'Redmi Note 13 Pro', { ...android, screen: 6.67, camera: 200, battery: 5000 }, [['8/256', 11999]], ['black', 'green']),
    phone('Xiaomi', 'Redmi Note 13', { ...android, screen: 6.67, camera: 108, battery: 5000 }, [['6/128', 7999], ['8/256', 9499]], ['black', 'blue']),
    phone('Xiaomi', 'Redmi 13', { ...android, screen: 6.79, camera: 108, battery: 5030 }, [['6/128', 5999]], ['black', 'pink']),
    phone('Xiaomi', 'POCO X6 Pro 5G', { ...android, screen: 6.67, camera: 64, battery: 5000 }, [['12/512', 15499]], ['black', 'yellow']),
    phone('Xiaomi', 'POCO F6', { ...android, screen: 6.67, camera: 50, battery: 5000 }, [['12/512', 19999]], ['black', 'green']),
    phone('Google', 'Pixel 9', { ...android, sim: 'eSIM + nano-SIM', screen: 6.3, camera: 50, battery: 4700 }, [['12/128', 34999]], ['black', 'pink']),
    phone('Motorola', 'Edge 50 Fusion', { ...android, screen: 6.7, camera: 50, battery: 5000 }, [['8/256', 13999]], ['blue', 'pink']),
    phone('Motorola', 'Moto G84', { ...android, screen: 6.55, camera: 50, battery: 5000 }, [['12/256', 9999]], ['dark-blue', 'violet']),
    phone('OnePlus', '12', { ...android, screen: 6.82, camera: 50, battery: 5400 }, [['12/256', 37999]], ['black', 'green']),
    phone('Nothing', 'Phone (2a)', { ...android, screen: 6.7, camera: 50, battery: 5000 }, [['8/128', 12999]], ['black', 'white']),
    phone('realme', '12 Pro+ 5G', { ...android, screen: 6.7, camera: 50, battery: 5000 }, [['8/256', 15999]], ['blue', 'beige']),
  ],
};
