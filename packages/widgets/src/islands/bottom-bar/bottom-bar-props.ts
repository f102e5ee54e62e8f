import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** The bottom bar's data attributes: `data-page` is the screen (`compare`, `favorites`, …). */
export const bottomBarProps = islandProps({
  page: z.optional(z.string()),
});

export type BottomBarAttributes = z.infer<typeof bottomBarProps>;
