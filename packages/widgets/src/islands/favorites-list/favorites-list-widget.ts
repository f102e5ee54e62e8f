import { defineWidget } from '../../runtime/define-widget';

/** The favourites page's `<div hidden data-widget="favorites-list" data-ids="…">`: a guest's favourites in its address. */
export const favoritesListWidget = defineWidget({
  name: 'favorites-list',
  load: () => import('./favorites-list-chunk'),
  // It shows no text at all: the favourites page must not wait for the whole dictionary.
  texts: 'first-paint',
});
