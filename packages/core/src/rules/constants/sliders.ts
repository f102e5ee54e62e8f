/** The main page's sliders (docs/catalogue.md, docs/constants.md). */

export const BANNER_AUTOPLAY_MS = 3000;
export const MAIN_SLIDER_SPEED_MS = 600;

/** Main page promo banner slider. */
export const MAIN_SLIDER = Object.freeze({
  loop: true,
  autoplayMs: BANNER_AUTOPLAY_MS,
  speedMs: MAIN_SLIDER_SPEED_MS,
  slidesPerView: 1,
  gap: 8,
});

/** Top-sales slider: slides per view by minimum viewport width; arrows only above 5 items. */
export const TOP_SALES_SLIDER = Object.freeze({
  slidesPerView: 2,
  gap: 4,
  breakpoints: Object.freeze({ 768: 3, 1024: 4, 1260: 5 }),
  arrowsFromItems: 6,
});
