import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, isLang, languages, toLang } from './languages';

describe('languages', () => {
  it('are Ukrainian (default) and Russian, with their labels', () => {
    expect(languages).toEqual([
      { code: 'uk', label: 'Укр' },
      { code: 'ru', label: 'Рус' },
    ]);
    expect(DEFAULT_LANG).toBe('uk');
  });

  it('recognises only the two codes', () => {
    expect(isLang('uk')).toBe(true);
    expect(isLang('ru')).toBe(true);
    expect(isLang('en')).toBe(false);
    expect(isLang('UK')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });

  it('maps any other value to Ukrainian', () => {
    expect(toLang('ru')).toBe('ru');
    expect(toLang('RU')).toBe('ru');
    expect(toLang(' ru-UA ')).toBe('ru');
    expect(toLang('uk_UA')).toBe('uk');
    expect(toLang('ua')).toBe('uk');
    expect(toLang('en')).toBe('uk');
    expect(toLang('')).toBe('uk');
    expect(toLang(null)).toBe('uk');
    expect(toLang({ code: 'ru' })).toBe('uk');
  });
});
