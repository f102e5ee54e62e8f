import { defineWidget } from '../../runtime/define-widget';

/** The super-admin's availability button: shown while the user may see distributors, opens their modal. */
export const distributorsWidget = defineWidget({
  name: 'distributors',
  load: () => import('./distributors-chunk'),
  texts: 'first-paint',
});
