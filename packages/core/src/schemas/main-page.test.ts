import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { mainPageSchema } from './main-page';
import { sampleProductCard } from './test-samples';

const banner = () => ({
  id: 11,
  url: '/promo/spring-sale',
  target_blank: false,
  alt: 'Весняний розпродаж',
  title: 'Знижки до 30%',
  images: { mobile: '/b/11-m.webp', tablet: '/b/11-t.webp', desktop: '/b/11-d.webp' },
});

const page = () => ({
  banners: [banner()],
  categories: [
    { title: 'Смартфони', image: '/c/phones.webp', url: '/smartfony' },
    {
      title: 'Аксесуари',
      image: '/c/acc.webp',
      url: '/aksesuary',
      links: [{ title: 'Чохли', link: '/chohly' }, { title: 'Кабелі', link: '/kabeli' }],
    },
  ],
  top: [sampleProductCard()],
  meta: { seo_h1: 'Інтернет-магазин електроніки', seo_text: '<p>Вітрина…</p>', seo_text_more: null },
});

const parses = (value: unknown) => z.safeParse(mainPageSchema, value).success;

describe('mainPageSchema', () => {
  it('reads banners, link-list and single-link category cards, top sales and SEO text', () => {
    const parsed = z.parse(mainPageSchema, page());
    expect(parsed.categories[0]?.links).toBeUndefined();
    expect(parsed.categories[1]?.links).toHaveLength(2);
    expect(parsed.top[0]?.id).toBe(120455);
  });

  it('accepts a page without top sales', () => {
    expect(parses({ ...page(), top: [] })).toBe(true);
  });

  it.each([
    ['banners', undefined],
    ['banners', [{ ...banner(), images: { mobile: '/m.webp', desktop: '/d.webp' } }]],
    ['banners', [{ ...banner(), target_blank: 'false' }]],
    ['categories', [{ title: 'Смартфони', image: '/c.webp' }]],
    ['categories', [{ title: 'A', image: '/a.webp', url: '/a', links: [{ title: 'B' }] }]],
    ['top', [{ ...sampleProductCard(), id: 'x' }]],
    ['meta', undefined],
    ['meta', { seo_h1: 'H', seo_text: 'T' }],
  ])('rejects %s = %j', (field, value) => {
    expect(parses({ ...page(), [field]: value })).toBe(false);
  });
});
