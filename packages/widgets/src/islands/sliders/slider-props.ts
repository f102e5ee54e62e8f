import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The banner-slider and top-sales-slider islands (packages/widgets/docs/widget-contract.md): how
 * many slides the server rendered in the strip beside the island.
 */
export const sliderProps = islandProps({
  count: z.int().check(z.nonnegative()),
});

export type SliderProps = z.infer<typeof sliderProps>;
