/** The `favorites-list` widget's chunk: its component and the schema its island's attributes are read with. */
export { FavoritesList as component } from './favorites-list';
export { favoritesListProps as props } from './favorites-list-props';
