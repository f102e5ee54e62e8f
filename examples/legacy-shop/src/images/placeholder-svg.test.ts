import { describe, expect, it } from 'vitest';
import { captionFromName, wrapCaption } from './caption-lines';
import { imageUrl } from './image-url';
import { renderPlaceholderSvg } from './placeholder-svg';
import { escapeXml, printableText } from './xml-escape';

describe('placeholder pictures', () => {
  it('escape every character XML treats as markup', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  });

  it('drop control characters XML cannot hold', () => {
    expect(printableText('Sam\u0000sung\u0007  Galaxy\n\tS24')).toBe('Samsung Galaxy S24');
  });

  it('place a product title with markup as text only', () => {
    const svg = renderPlaceholderSvg('product', 'demo', 'Смартфон "><img src=x onerror=alert(1)>');
    expect(svg).not.toMatch(/<img/);
    expect(svg).toContain('&quot;&gt;&lt;img');
    const tags = svg.match(/<[a-zA-Z]+/g) ?? [];
    expect(new Set(tags)).toEqual(new Set(['<svg', '<title', '<rect', '<circle', '<text']));
  });

  it('make a caption from the name and wrap it into a few lines', () => {
    expect(captionFromName('samsung-galaxy-s24-ultra')).toBe('Samsung Galaxy S24 Ultra');
    expect(wrapCaption('Samsung Galaxy S24 Ultra 12/256GB Titanium', 16, 2)).toEqual(['Samsung Galaxy', 'S24 Ultra…']);
    expect(wrapCaption('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapCaption('', 8, 3)).toEqual([]);
  });

  it('build addresses only from valid names', () => {
    expect(imageUrl('product', 'apple-iphone-16')).toBe('/images/product/apple-iphone-16.svg');
    expect(imageUrl('banner-mobile', 'sale', 'Знижки & подарунки')).toBe(
      `/images/banner-mobile/sale.svg?caption=${encodeURIComponent('Знижки & подарунки')}`,
    );
    expect(() => imageUrl('product', '../etc/passwd')).toThrow();
    expect(() => imageUrl('product', 'Upper')).toThrow();
  });
});
