import { describe, expect, it } from 'vitest';
import { readableTextColor } from './label-colors';

describe('readableTextColor', () => {
  it('puts white on dark and black on light backgrounds', () => {
    expect(readableTextColor('#1e3a8a')).toBe('#fff');
    expect(readableTextColor('#c62828')).toBe('#fff');
    expect(readableTextColor('#f9a825')).toBe('#000');
    expect(readableTextColor('#ff6a00')).toBe('#000');
    expect(readableTextColor('#FFFFFF')).toBe('#000');
  });

  it('falls back to white for what is not #rrggbb', () => {
    expect(readableTextColor('red')).toBe('#fff');
    expect(readableTextColor('#fff')).toBe('#fff');
  });
});
