import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Lang } from '@vitrina/core';
import { expect, userEvent, waitFor } from 'storybook/test';
import { inRussian, langOf, text, vitrinaOf } from '../../testing/story-fixtures';
import { BannerSlider } from './banner-slider';
import { TopSalesSlider } from './top-sales-slider';
import { atPhoneWidth } from '../../testing/story-viewports';

/*
 * The sliders over the strips a shop page renders (examples/legacy-shop's main page): the island
 * first in the section, then the list of slides. Autoplay moves every 3000 ms in 600 ms, so a
 * slide that has not moved after 4.5 s stands still.
 */

const STILL_MS = 4500;

const names = {
  pause: { uk: 'Зупинити автопрокручування', ru: 'Остановить автопрокрутку' },
  play: { uk: 'Увімкнути автопрокручування', ru: 'Включить автопрокрутку' },
  prev: { uk: 'Попередній слайд', ru: 'Предыдущий слайд' },
  next: { uk: 'Наступний слайд', ru: 'Следующий слайд' },
  promotions: { uk: 'Акції', ru: 'Акции' },
  topSales: { uk: 'Топ продажів', ru: 'Топ продаж' },
  carousel: { uk: 'карусель', ru: 'карусель' },
  slide: { uk: 'слайд', ru: 'слайд' },
} as const;

const slideLabel = (lang: Lang, index: number, total: number) => (lang === 'uk' ? `Слайд ${index} з ${total}` : `Слайд ${index} из ${total}`);

const COLOURS = ['#1a56db', '#b42318', '#027a48', '#6941c6', '#b54708'];

/** A banner picture of one breakpoint, drawn in the page: no request. */
function picture(index: number, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${COLOURS[index % COLOURS.length]}"/><text x="50%" y="55%" font-size="${Math.round(height / 5)}" font-family="sans-serif" text-anchor="middle" fill="#fff">${index + 1}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The main page's banners as the shop renders them, with the island first. */
function BannerStrip({ count, lang }: { count: number; lang: Lang }) {
  return (
    <section className="banner-slider" aria-roledescription={names.carousel[lang]} aria-label={names.promotions[lang]} style={{ maxWidth: 960 }}>
      <div data-widget="banner-slider">
        <BannerSlider count={count} />
      </div>
      <ul className="banner-track" style={{ display: 'flex', gap: 8, overflowX: 'auto', margin: 0, padding: 0, listStyle: 'none' }}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} aria-roledescription={names.slide[lang]} aria-label={slideLabel(lang, index + 1, count)} style={{ flex: '0 0 100%' }}>
            <a href={`#banner-${index + 1}`} style={{ display: 'block' }}>
              <picture>
                <source media="(min-width: 1024px)" srcSet={picture(index, 1280, 400)} />
                <source media="(min-width: 768px)" srcSet={picture(index, 1024, 512)} />
                <img src={picture(index, 768, 432)} alt={`${names.promotions[lang]} ${index + 1}`} width="1280" height="400" style={{ display: 'block', width: '100%', height: 'auto' }} />
              </picture>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The top sales as the shop renders them: heading, the island, the cards. */
function TopSalesStrip({ count, lang }: { count: number; lang: Lang }) {
  return (
    <section aria-labelledby="story-top-sales" style={{ maxWidth: 960 }}>
      <h2 id="story-top-sales">{names.topSales[lang]}</h2>
      <div data-widget="top-sales-slider">
        <TopSalesSlider count={count} />
      </div>
      <ul style={{ display: 'flex', gap: 4, overflowX: 'auto', margin: 0, padding: 0, listStyle: 'none' }}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} style={{ flex: '0 0 45%', padding: 16, border: '1px solid #d0d7de' }}>
            <h3>
              <a href={`#product-${index + 1}`}>{lang === 'uk' ? `Товар ${index + 1}` : `Товар ${index + 1}`}</a>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'Widgets/Sliders',
  component: BannerSlider,
  args: { count: 5 },
  // The island's texts come with the whole dictionary, as the runtime loads it for this widget.
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
  render: (args, context) => <BannerStrip count={args.count} lang={langOf(context)} />,
} satisfies Meta<typeof BannerSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (context: StoryContext) => context.canvasElement.querySelector('section')!;
const active = (context: StoryContext) => section(context).querySelector('.swiper-slide-active')?.getAttribute('aria-label') ?? null;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stands still for STILL_MS: the active slide is the one it was. */
async function expectStill(context: StoryContext): Promise<void> {
  const before = active(context);
  await wait(STILL_MS);
  await expect(active(context)).toBe(before);
}

/** Pretends the shopper asked for reduced motion while the story runs. */
function reducedMotion() {
  const real = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => (query.includes('prefers-reduced-motion') ? ({ ...real(query), matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} } as MediaQueryList) : real(query));
  return () => {
    window.matchMedia = real;
  };
}

/** One banner: the strip as the server rendered it, no controls, nothing moves. */
export const OneBanner: Story = {
  args: { count: 1 },
  async play(context) {
    await expect(context.canvas.queryAllByRole('button')).toEqual([]);
    await expect(section(context).classList.contains('swiper')).toBe(false);
    await expect(context.canvas.getByRole('listitem').getAttribute('aria-label')).toBe(slideLabel(langOf(context), 1, 1));
  },
};
export const OneBannerRu: Story = inRussian(OneBanner);

/** Several banners: pause, previous and next, named; it moves on by itself; the list stays quiet meanwhile. */
export const ManyBanners: Story = {
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('button', { name: text(context, names.pause) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, names.prev) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, names.next) })).toBeVisible();
    const first = active(context);
    await expect(first).toBe(slideLabel(langOf(context), 1, 5));
    await expect(section(context).querySelector('ul')!.getAttribute('aria-live')).toBe('off');
    await waitFor(() => expect(active(context)).not.toBe(first), { timeout: STILL_MS });
    // The pictures' sources are the server's: one per breakpoint.
    await expect(section(context).querySelectorAll('picture source[media="(min-width: 1024px)"]').length).toBeGreaterThanOrEqual(5);
  },
};
export const ManyBannersRu: Story = inRussian(ManyBanners);

/** Paused by its button: "play" in its place, it stands still, and the list announces the slides. */
export const Paused: Story = {
  async play(context) {
    const { canvas } = context;
    // A click of the element's own (no pointer over the slider, which would stop it too).
    (await canvas.findByRole('button', { name: text(context, names.pause) })).click();
    await expect(await canvas.findByRole('button', { name: text(context, names.play) })).toBeVisible();
    await expect(section(context).querySelector('ul')!.getAttribute('aria-live')).toBe('polite');
    await expectStill(context);
  },
};
export const PausedRu: Story = inRussian(Paused);

/** Under prefers-reduced-motion: no autoplay, so no pause button; previous and next still move it. */
export const ReducedMotion: Story = {
  beforeEach: reducedMotion,
  async play(context) {
    const { canvas } = context;
    const next = await canvas.findByRole('button', { name: text(context, names.next) });
    await expect(canvas.queryByRole('button', { name: text(context, names.pause) })).toBeNull();
    await expectStill(context);
    const before = active(context);
    next.click();
    await waitFor(() => expect(active(context)).not.toBe(before));
  },
};
export const ReducedMotionRu: Story = inRussian(ReducedMotion);

/** The shopper's moves told in the island's live region: next, previous; Swiper's own live region is gone. */
export const Announcements: Story = {
  beforeEach: reducedMotion,
  async play(context) {
    const { canvas } = context;
    const next = await canvas.findByRole('button', { name: text(context, names.next) });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await expect(section(context).querySelector('.swiper-notification')).toBeNull();
    const before = active(context);
    await userEvent.click(next);
    await waitFor(() => expect(active(context)).not.toBe(before));
    await expect(status).toHaveTextContent(text(context, names.next));
    await userEvent.click(canvas.getByRole('button', { name: text(context, names.prev) }));
    await expect(status).toHaveTextContent(text(context, names.prev));
    await expect(document.querySelector('.swiper-notification')).toBeNull();
  },
};
export const AnnouncementsRu: Story = inRussian(Announcements);

/** Top sales with 7 cards: copied up to 14 for the loop, each slide named "n of 7", previous and next, no pause. */
export const TopSales: Story = {
  args: { count: 7 },
  render: (args, context) => <TopSalesStrip count={args.count} lang={langOf(context)} />,
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('button', { name: text(context, names.next) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(context, names.pause) })).toBeNull();
    const slides = Array.from(section(context).querySelectorAll(':scope > ul > li'));
    await expect(slides).toHaveLength(14);
    await expect(slides.filter((slide) => slide.hasAttribute('data-slider-copy'))).toHaveLength(7);
    const labels = slides.map((slide) => slide.getAttribute('aria-label'));
    for (let index = 1; index <= 7; index += 1) await expect(labels.filter((label) => label === slideLabel(langOf(context), index, 7))).toHaveLength(2);
  },
};
export const TopSalesRu: Story = inRussian(TopSales);

/** Top sales with 5 cards: no loop, no copies, no arrows. */
export const TopSalesFew: Story = {
  args: { count: 5 },
  render: (args, context) => <TopSalesStrip count={args.count} lang={langOf(context)} />,
  async play(context) {
    await waitFor(() => expect(section(context).classList.contains('swiper-initialized')).toBe(true));
    await expect(context.canvas.queryAllByRole('button')).toEqual([]);
    await expect(section(context).querySelectorAll(':scope > ul > li')).toHaveLength(5);
  },
};
export const TopSalesFewRu: Story = inRussian(TopSalesFew);

/** The banners on a phone: the slider’s controls under 768 px. */
export const ManyBannersOnPhone: Story = atPhoneWidth(ManyBanners);
export const ManyBannersOnPhoneRu: Story = inRussian(ManyBannersOnPhone);
