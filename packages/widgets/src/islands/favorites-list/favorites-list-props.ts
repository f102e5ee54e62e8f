import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** Most ids the favourites page reads from its address (the shop's MAX_FAVORITE_IDS). */
export const MAX_FAVORITES_PAGE_IDS = 50;

/** A product id as the favourites page's address carries it: a positive safe integer in plain digits. */
const idText = /^[1-9]\d{0,15}$/;

/** `'1,2,3'` → [1, 2, 3]; `''` → []. Anything but distinct plain-digit ids makes the island invalid. */
const idList = z.pipe(
  z.string().check(
    z.refine((value) => value === '' || value.split(',').every((part) => idText.test(part) && Number.isSafeInteger(Number(part))), {
      message: 'a comma-separated list of product ids',
    }),
  ),
  z.transform((value) => (value === '' ? [] : value.split(',').map(Number))),
);

/**
 * `<div hidden data-widget="favorites-list" data-ids="1,2,3">` on the favourites page
 * (packages/widgets/docs/widget-contract.md, `favorites-list`): `ids` are the products the server
 * rendered the page for, in its order (empty when it showed none).
 */
export const favoritesListProps = islandProps({
  ids: z._default(idList, []),
});

export type FavoritesListProps = z.infer<typeof favoritesListProps>;
