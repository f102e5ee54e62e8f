import { TOP_SALES_SLIDER } from '@vitrina/core';
import type { SwiperOptions } from 'swiper/types';
import type { SliderProps } from './slider-props';
import { SliderControls } from './slider-controls';
import type { SliderSettings } from './use-slider';

const layout: SwiperOptions = {
  slidesPerView: TOP_SALES_SLIDER.slidesPerView,
  spaceBetween: TOP_SALES_SLIDER.gap,
  breakpoints: Object.fromEntries(Object.entries(TOP_SALES_SLIDER.breakpoints).map(([width, slidesPerView]) => [width, { slidesPerView }])),
};

/**
 * The main page's top sales (docs/catalogue.md#sliders): the server's cards slide, 2 per view, 3
 * from 768 px, 4 from 1024 px, 5 from 1260 px; with more than 5 they loop and get previous and
 * next. The cards keep their islands, the copies the loop needs get islands of their own.
 */
export function TopSalesSlider({ count }: SliderProps) {
  const many = count >= TOP_SALES_SLIDER.arrowsFromItems;
  const settings: SliderSettings = { layout, loopMinSlides: many ? TOP_SALES_SLIDER.loopMinSlides : null, autoplayMs: null, arrows: many, nameSlides: true };
  return <SliderControls settings={settings} arrowsAbove />;
}
