/** The `top-sales-slider` widget's chunk: its component and the schema its island's attributes are read with. */
export { TopSalesSlider as component } from './top-sales-slider';
export { sliderProps as props } from './slider-props';
