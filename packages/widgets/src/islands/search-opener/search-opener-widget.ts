import { defineWidget } from '../../runtime/define-widget';
import { SearchOpener } from './search-opener';
import { searchOpenerProps } from './search-opener-props';

/** The header's search link, opening the search modal. */
export const searchOpenerWidget = defineWidget({
  name: 'search-opener',
  component: SearchOpener,
  props: searchOpenerProps,
  texts: 'first-paint',
});
