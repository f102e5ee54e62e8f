import * as z from 'zod/mini';

/** The layout-flags island reads nothing from the page: the viewport and the session decide. */
export const layoutFlagsProps = z.object({});

export type LayoutFlagsProps = z.infer<typeof layoutFlagsProps>;
