/** The main page's sliders (docs/catalogue.md, docs/constants.md). */

export const BANNER_AUTOPLAY_MS = 3000;
export const MAIN_SLIDER_SPEED_MS = 600;

/**
 * Main page promo banner slider: it moves (loop, autoplay, previous and next) only with more than
 * one banner. A loop needs `loopMinSlides` slides; fewer banners are copied until there are as many.
 */
export const MAIN_SLIDER = Object.freeze({
  loop: true,
  autoplayMs: BANNER_AUTOPLAY_MS,
  speedMs: MAIN_SLIDER_SPEED_MS,
  slidesPerView: 1,
  gap: 8,
  loopMinSlides: 4,
});

/**
 * Top-sales slider: slides per view by minimum viewport width; arrows and the loop only above 5
 * items. A loop needs `loopMinSlides` slides (twice the most per view, and two more); fewer cards
 * are copied until there are as many.
 */
export const TOP_SALES_SLIDER = Object.freeze({
  slidesPerView: 2,
  gap: 4,
  breakpoints: Object.freeze({ 768: 3, 1024: 4, 1260: 5 }),
  arrowsFromItems: 6,
  loopMinSlides: 12,
});
