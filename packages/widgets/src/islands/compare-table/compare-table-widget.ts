import { defineWidget } from '../../runtime/define-widget';

/** The compare page's tabs, cards and characteristics table: a chunk of its own, loaded by the compare page only. */
export const compareTableWidget = defineWidget({
  name: 'compare-table',
  load: () => import('./compare-table-chunk'),
});
