import type { SpecValue } from '../catalogue-types';
import { same, yesNo, type Localized } from '../localized';

/** Formatters of characteristic values; units are written as each language writes them. */
export const text = (value: SpecValue): Localized =>
  typeof value === 'object' ? value : typeof value === 'boolean' ? yesNo(value) : same(String(value));

export const gigabytes = (value: SpecValue): Localized =>
  same(Number(value) >= 1024 ? `${Number(value) / 1024} ТБ` : `${String(value)} ГБ`);

export const inches = (value: SpecValue): Localized => same(`${String(value)}"`);

export const megapixels = (value: SpecValue): Localized => same(`${String(value)} Мп`);

export const milliampHours = (value: SpecValue): Localized => ({
  uk: `${String(value)} мА·год`,
  ru: `${String(value)} мА·ч`,
});

export const hours = (value: SpecValue): Localized => ({ uk: `${String(value)} год`, ru: `${String(value)} ч` });

export const watts = (value: SpecValue): Localized => same(`${String(value)} Вт`);

export const hertz = (value: SpecValue): Localized => same(`${String(value)} Гц`);

export const millimetres = (value: SpecValue): Localized => same(`${String(value)} мм`);

export const litres = (value: SpecValue): Localized => same(`${String(value)} л`);

export const kilograms = (value: SpecValue): Localized => same(`${String(value)} кг`);

export const metres = (value: SpecValue): Localized => same(`${String(value)} м`);

export const colourName: Localized = { uk: 'Колір', ru: 'Цвет' };
export const kindName: Localized = { uk: 'Тип', ru: 'Тип' };
export const compatibilityName: Localized = { uk: 'Сумісність', ru: 'Совместимость' };
export const connectionName: Localized = { uk: 'Підключення', ru: 'Подключение' };
