import { describe, expect, it } from 'vitest';
import { pluralForm, reviewCountWord } from './plural';

describe('pluralForm', () => {
  it.each(['uk', 'ru'] as const)('gives one, couple or many by the last digits in %s', (lang) => {
    const forms = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 11, 12, 14, 15, 21, 22, 24, 25, 101, 111, 112, 122].map((n) => [n, pluralForm(n, lang)]),
    );
    expect(forms).toEqual({
      0: 'many',
      1: 'one',
      2: 'couple',
      3: 'couple',
      4: 'couple',
      5: 'many',
      11: 'many',
      12: 'many',
      14: 'many',
      15: 'many',
      21: 'one',
      22: 'couple',
      24: 'couple',
      25: 'many',
      101: 'one',
      111: 'many',
      112: 'many',
      122: 'couple',
    });
  });

  it('treats fractions as couple and non-numbers as many', () => {
    expect(pluralForm(1.5, 'ru')).toBe('couple');
    expect(pluralForm(1.5, 'uk')).toBe('couple');
    expect(pluralForm(Number.NaN, 'uk')).toBe('many');
  });
});

describe('reviewCountWord (docs/i18n.md: 1 singular, above 4 genitive plural, otherwise paucal)', () => {
  it.each([
    [0, 'відгуки', 'отзыва'],
    [1, 'відгук', 'отзыв'],
    [2, 'відгуки', 'отзыва'],
    [4, 'відгуки', 'отзыва'],
    [5, 'відгуків', 'отзывов'],
    [11, 'відгуків', 'отзывов'],
    [21, 'відгуків', 'отзывов'],
    [22, 'відгуків', 'отзывов'],
    [25, 'відгуків', 'отзывов'],
  ])('%d → %s / %s', (n, ukWord, ruWord) => {
    expect(reviewCountWord(n, 'uk')).toBe(ukWord);
    expect(reviewCountWord(n, 'ru')).toBe(ruWord);
  });
});
