import * as z from 'zod/mini';

/** The search opener reads no attributes: its element is the header's link to the search page. */
export const searchOpenerProps = z.object({});

export type SearchOpenerProps = z.infer<typeof searchOpenerProps>;
