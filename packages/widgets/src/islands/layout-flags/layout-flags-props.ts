import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** The layout-flags island reads nothing from the page: the viewport and the session decide. */
export const layoutFlagsProps = islandProps({});

export type LayoutFlagsProps = z.infer<typeof layoutFlagsProps>;
