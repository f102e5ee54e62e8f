/** The `banner-slider` widget's chunk: its component and the schema its island's attributes are read with. */
export { BannerSlider as component } from './banner-slider';
export { sliderProps as props } from './slider-props';
