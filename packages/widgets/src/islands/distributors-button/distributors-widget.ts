import { defineWidget } from '../../runtime/define-widget';
import { distributorsProps } from './distributors-props';

/** The super-admin's availability button: shown while the user may see distributors, opens their modal. */
export const distributorsWidget = defineWidget({
  name: 'distributors',
  load: () => import('./distributors').then((module) => module.Distributors),
  props: distributorsProps,
  texts: 'first-paint',
});
