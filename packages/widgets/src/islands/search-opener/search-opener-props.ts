import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** The search opener reads no attributes: its element is the header's link to the search page. */
export const searchOpenerProps = islandProps({});

export type SearchOpenerProps = z.infer<typeof searchOpenerProps>;
