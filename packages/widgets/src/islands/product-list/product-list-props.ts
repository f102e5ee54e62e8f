import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * `<div hidden data-widget="product-list" data-listing="catalog">` inside a category’s or a search’s
 * listing (packages/widgets/docs/widget-contract.md, `product-list`): `listing` is the id of the
 * listing’s element, which holds the parts marked `data-listing-part`.
 */
export const productListProps = islandProps({
  listing: z.string().check(z.regex(/^[A-Za-z][\w-]{0,63}$/, 'an element id')),
});

export type ProductListProps = z.infer<typeof productListProps>;
