import type { CategoryCatalogue, ProductLine, Specs } from '../catalogue-types';
import type { ColourKey } from './colours';
import { colourName, gigabytes, inches, text } from './formats';

type Colours = readonly [ColourKey, ...ColourKey[]];

/** A laptop line; each variant is 'RAM/SSD' in GB with its price. */
function laptop(brand: string, model: string, specs: Specs, variants: readonly (readonly [number, number, number])[], colours: Colours): ProductLine {
  return {
    brand,
    model,
    specs,
    colours,
    variants: variants.map(([ram, ssd, price]) => ({
      label: `${ram}/${ssd >= 1024 ? `${ssd / 1024}TB` : `${ssd}GB`}`,
      price,
      specs: { ram, ssd },
    })),
  };
}

const noOs = { uk: 'Без ОС', ru: 'Без ОС' };
const windows = 'Windows 11 Home';
const windowsPro = 'Windows 11 Pro';

export const laptops: CategoryCatalogue = {
  slug: 'laptops',
  type: { uk: 'Ноутбук', ru: 'Ноутбук' },
  characteristics: [
    { key: 'cpu', name: { uk: 'Процесор', ru: 'Процессор' }, main: true, format: text },
    { key: 'ram', name: { uk: "Оперативна пам'ять", ru: 'Оперативная память' }, main: true, format: gigabytes },
    { key: 'ssd', name: { uk: 'Обсяг SSD', ru: 'Объем SSD' }, main: true, format: gigabytes },
    { key: 'screen', name: { uk: 'Діагональ екрана', ru: 'Диагональ экрана' }, main: true, format: inches },
    { key: 'gpu', name: { uk: 'Відеокарта', ru: 'Видеокарта' }, format: text },
    { key: 'os', name: { uk: 'Операційна система', ru: 'Операционная система' }, format: text },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) => ({
    uk: `Процесор ${String(specs.cpu)} і графіка ${String(specs.gpu)} впораються з роботою, навчанням і розвагами.`,
    ru: `Процессор ${String(specs.cpu)} и графика ${String(specs.gpu)} справятся с работой, учебой и развлечениями.`,
  }),
  lines: [
    laptop('Apple', 'MacBook Air 13 M3', { cpu: 'Apple M3', gpu: 'Apple M3 GPU', screen: 13.6, os: 'macOS' }, [[8, 256, 47999], [16, 512, 64999]], ['silver', 'dark-blue']),
    laptop('Apple', 'MacBook Air 15 M3', { cpu: 'Apple M3', gpu: 'Apple M3 GPU', screen: 15.3, os: 'macOS' }, [[16, 512, 69999]], ['silver', 'grey']),
    laptop('Apple', 'MacBook Pro 14 M4', { cpu: 'Apple M4', gpu: 'Apple M4 GPU', screen: 14.2, os: 'macOS' }, [[16, 512, 79999]], ['black', 'silver']),
    laptop('Lenovo', 'IdeaPad Slim 3 15IAN8', { cpu: 'Intel Core i3-N305', gpu: 'Intel UHD Graphics', screen: 15.6, os: noOs }, [[8, 256, 14999], [16, 512, 18999]], ['grey']),
    laptop('Lenovo', 'IdeaPad Slim 5 14AHP9', { cpu: 'AMD Ryzen 7 8845HS', gpu: 'AMD Radeon 780M', screen: 14, os: windows }, [[16, 512, 31999], [16, 1024, 35999]], ['grey']),
    laptop('Lenovo', 'Legion 5 16IRX9', { cpu: 'Intel Core i7-13650HX', gpu: 'NVIDIA GeForce RTX 4060', screen: 16, os: noOs }, [[16, 1024, 59999], [32, 1024, 66999]], ['grey']),
    laptop('Lenovo', 'LOQ 15IRX9', { cpu: 'Intel Core i5-13450HX', gpu: 'NVIDIA GeForce RTX 4050', screen: 15.6, os: noOs }, [[16, 512, 41999]], ['grey']),
    laptop('Lenovo', 'ThinkPad E14 Gen 5', { cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', screen: 14, os: windowsPro }, [[16, 512, 36999]], ['black']),
    laptop('ASUS', 'Vivobook 15 X1504VA', { cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', screen: 15.6, os: noOs }, [[8, 512, 19999], [16, 512, 22999]], ['silver', 'blue']),
    laptop('ASUS', 'Vivobook S 16 OLED S5606MA', { cpu: 'Intel Core Ultra 7 155H', gpu: 'Intel Arc Graphics', screen: 16, os: windows }, [[16, 1024, 45999]], ['grey']),
    laptop('ASUS', 'Zenbook 14 OLED UX3405MA', { cpu: 'Intel Core Ultra 5 125H', gpu: 'Intel Arc Graphics', screen: 14, os: windows }, [[16, 512, 42999]], ['blue']),
    laptop('ASUS', 'TUF Gaming A15 FA507NV', { cpu: 'AMD Ryzen 7 7735HS', gpu: 'NVIDIA GeForce RTX 4060', screen: 15.6, os: noOs }, [[16, 512, 44999]], ['grey']),
    laptop('ASUS', 'ROG Strix G16 G614JV', { cpu: 'Intel Core i7-13650HX', gpu: 'NVIDIA GeForce RTX 4060', screen: 16, os: noOs }, [[16, 1024, 62999]], ['grey']),
    laptop('HP', '250 G10', { cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', screen: 15.6, os: noOs }, [[8, 512, 21999]], ['silver']),
    laptop('HP', 'Pavilion 15-eg3', { cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', screen: 15.6, os: windows }, [[16, 512, 29999]], ['silver', 'blue']),
    laptop('HP', 'Victus 16-r0', { cpu: 'Intel Core i5-13500H', gpu: 'NVIDIA GeForce RTX 4050', screen: 16.1, os: noOs }, [[16, 512, 44999]], ['black']),
    laptop('Acer', 'Aspire 5 A515-58M', { cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', screen: 15.6, os: noOs }, [[16, 512, 24999], [16, 1024, 27999]], ['grey']),
    laptop('Acer', 'Nitro V 15 ANV15-51', { cpu: 'Intel Core i5-13420H', gpu: 'NVIDIA GeForce RTX 4050', screen: 15.6, os: noOs }, [[16, 512, 38999]], ['black']),
    laptop('Acer', 'Swift Go 14 SFG14-73', { cpu: 'Intel Core Ultra 5 125H', gpu: 'Intel Arc Graphics', screen: 14, os: windows }, [[16, 512, 39999]], ['silver']),
    laptop('Dell', 'Inspiron 15 3530', { cpu: 'Intel Core i5-1334U', gpu: 'Intel Iris Xe Graphics', screen: 15.6, os: windows }, [[16, 512, 27999]], ['silver', 'black']),
    laptop('Dell', 'Vostro 3520', { cpu: 'Intel Core i5-1235U', gpu: 'Intel Iris Xe Graphics', screen: 15.6, os: windowsPro }, [[8, 512, 23999]], ['black']),
    laptop('MSI', 'Katana 15 B13VFK', { cpu: 'Intel Core i7-13620H', gpu: 'NVIDIA GeForce RTX 4060', screen: 15.6, os: noOs }, [[16, 1024, 52999]], ['black']),
    laptop('MSI', 'Modern 15 H B13M', { cpu: 'Intel Core i7-13620H', gpu: 'Intel Iris Xe Graphics', screen: 15.6, os: noOs }, [[16, 512, 32999]], ['grey']),
    laptop('Microsoft', 'Surface Laptop 7 13.8', { cpu: 'Snapdragon X Elite', gpu: 'Qualcomm Adreno', screen: 13.8, os: windows }, [[16, 512, 64999]], ['silver']),
  ],
};
