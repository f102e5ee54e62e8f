import { MAIN_SLIDER } from '@vitrina/core';
import type { SliderProps } from './slider-props';
import { SliderControls } from './slider-controls';
import type { SliderSettings } from './use-slider';

const MOVING: SliderSettings = {
  layout: { slidesPerView: MAIN_SLIDER.slidesPerView, spaceBetween: MAIN_SLIDER.gap, speed: MAIN_SLIDER.speedMs },
  loopMinSlides: MAIN_SLIDER.loopMinSlides,
  autoplayMs: MAIN_SLIDER.autoplayMs,
  arrows: true,
  nameSlides: false,
};

/**
 * The main page's banners (docs/catalogue.md#sliders): with more than one, the server's strip
 * becomes a looping slider that moves on every 3000 ms, with pause/play, previous and next. The
 * slides are the server's own, their pictures and sources untouched. One banner stays as it is.
 */
export function BannerSlider({ count }: SliderProps) {
  if (count < 2) return null;
  return <SliderControls settings={MOVING} />;
}
