import { defineWidget } from '../../runtime/define-widget';
import { searchOpenerProps } from './search-opener-props';

/** The header's search link, opening the search modal. */
export const searchOpenerWidget = defineWidget({
  name: 'search-opener',
  load: () => import('./search-opener').then((module) => module.SearchOpener),
  props: searchOpenerProps,
  texts: 'first-paint',
});
