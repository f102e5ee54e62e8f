import { describe, expect, it } from 'vitest';
import { safeColor, safeNextPath, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each(['/category/phones', '/images/banner/a.svg', 'https://example.com/x', 'http://example.com', '#prodFeedback'])(
    'keeps %s',
    (url) => expect(safeUrl(url)).toBe(url),
  );

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', '', 'a b', '/\\evil', null, 42])(
    'refuses %j',
    (url) => expect(safeUrl(url)).toBe('#'),
  );
});

describe('safeNextPath', () => {
  it('keeps local paths and refuses everything else', () => {
    expect(safeNextPath('/profile/bonuses?x=1')).toBe('/profile/bonuses?x=1');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });
});

describe('safeColor', () => {
  it('accepts hex and colour names only', () => {
    expect(safeColor('#e53935')).toBe('#e53935');
    expect(safeColor('red')).toBe('red');
    expect(safeColor('red;background:url(x)')).toBeUndefined();
    expect(safeColor('expression(alert(1))')).toBeUndefined();
  });
});
