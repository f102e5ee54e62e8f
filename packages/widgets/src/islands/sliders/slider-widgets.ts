/*
 * The main page's sliders, each a chunk of its own with Swiper inside: only a page with a slider
 * downloads it.
 */
import { defineWidget } from '../../runtime/define-widget';

/** `<div data-widget="banner-slider" data-count="…">` before the banners' strip, in its section. */
export const bannerSliderWidget = defineWidget({
  name: 'banner-slider',
  load: () => import('./banner-slider-chunk'),
});

/** `<div data-widget="top-sales-slider" data-count="…">` before the top sales' cards, in their section. */
export const topSalesSliderWidget = defineWidget({
  name: 'top-sales-slider',
  load: () => import('./top-sales-slider-chunk'),
});
