import { describe, expect, it } from 'vitest';
import { validationMessages as v } from '../i18n/messages';
import { knownCitySchema, findCity } from './city';

const cities = [
  { id: 56, names: ['Київ', 'Киев'] },
  { id: 7, names: ["Кам'янець-Подільський", 'Каменец-Подольский'] },
  { id: 'lviv', names: ['Львів', 'Львов'] },
];

describe('findCity', () => {
  it('finds by id, as number or text', () => {
    expect(findCity(cities, 56)?.id).toBe(56);
    expect(findCity(cities, '56')?.id).toBe(56);
    expect(findCity(cities, 'lviv')?.id).toBe('lviv');
  });

  it('finds by any name, ignoring case, spacing and apostrophe variant', () => {
    expect(findCity(cities, 'Київ')?.id).toBe(56);
    expect(findCity(cities, '  киев ')?.id).toBe(56);
    expect(findCity(cities, 'КАМ’ЯНЕЦЬ-ПОДІЛЬСЬКИЙ')?.id).toBe(7);
    expect(findCity(cities, 'Камʼянець-Подільський')?.id).toBe(7);
  });

  it('misses unknown, partial and empty input', () => {
    expect(findCity(cities, 'Одеса')).toBeUndefined();
    expect(findCity(cities, 'Ки')).toBeUndefined();
    expect(findCity(cities, 57)).toBeUndefined();
    expect(findCity(cities, '')).toBeUndefined();
    expect(findCity([], 'Київ')).toBeUndefined();
  });
});

describe('knownCitySchema', () => {
  const schema = knownCitySchema(cities);
  const messages = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a known city', () => {
    expect(messages('Львів')).toEqual([]);
    expect(messages(56)).toEqual([]);
  });

  it('unknown city → city not found', () => {
    expect(messages('Атлантида')).toEqual([v.cityNotFound]);
    expect(messages(999)).toEqual([v.cityNotFound]);
  });

  it.each(['', '  ', undefined, null])('empty %s → only the required key', (input) =>
    expect(messages(input)).toEqual([v.required]),
  );
});
