import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from './image-kinds';
import { imageUrl } from './image-url';
import { mountImages } from './mount-images';

const app = new Hono();
mountImages(app);

const get = (path: string) => app.request(path);

describe('GET /images/<kind>/<name>.svg', () => {
  it('serves an SVG of every kind with long cache headers', async () => {
    for (const kind of IMAGE_KINDS) {
      const response = await get(`/images/${kind}/samsung-galaxy-s24.svg`);
      expect(response.status, kind).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<\/svg>$/);
    }
  });

  it('draws the same picture for the same name and another colour for another name', async () => {
    const first = await (await get('/images/product/apple-iphone-16.svg')).text();
    const again = await (await get('/images/product/apple-iphone-16.svg')).text();
    const other = await (await get('/images/product/apple-iphone-15.svg')).text();
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(first).toContain('Apple Iphone 16');
  });

  it('answers 404 for unknown kinds and malformed names', async () => {
    for (const path of [
      '/images/avatar/x.svg',
      '/images/product/Samsung.svg',
      '/images/product/a_b.svg',
      '/images/product/-leading.svg',
      '/images/product/trailing-.svg',
      '/images/product/name.png',
      '/images/product/name',
      '/images/product/..%2F..%2Fetc%2Fpasswd.svg',
      '/images/product/%3Cscript%3E.svg',
      `/images/product/${'a'.repeat(121)}.svg`,
      '/images/product/.svg',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('escapes a hostile caption instead of placing markup in the SVG', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>&';
    const response = await get(`/images/product/demo.svg?caption=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('<script');
    expect(new Set(svg.match(/<[a-zA-Z]+/g))).toEqual(new Set(['<svg', '<title', '<rect', '<circle', '<text']));
    expect(svg).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(svg).toContain('aria-label="&quot;&gt;&lt;img');
  });

  it('draws the caption a banner address carries, cut to a sane length', async () => {
    const url = imageUrl('banner-desktop', 'smartphones-sale', 'Знижки до 25 % на смартфони');
    const svg = await (await get(url)).text();
    expect(svg).toContain('Знижки до 25 % на смартфони');
    const long = await (await get(`/images/bank/x.svg?caption=${'Щ'.repeat(500)}`)).text();
    expect(long.length).toBeLessThan(2000);
  });
});
