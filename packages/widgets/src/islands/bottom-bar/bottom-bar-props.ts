import * as z from 'zod/mini';

/** The bottom bar's data attributes: `data-page` is the screen (`compare`, `favorites`, …). */
export const bottomBarProps = z.object({
  page: z.optional(z.string()),
});

export type BottomBarAttributes = z.infer<typeof bottomBarProps>;
