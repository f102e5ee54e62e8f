import { defineWidget } from '../../runtime/define-widget';
import { creditBadgeProps } from './credit-badge-props';

/** A product card's credit badge: hidden for corporate users, opens the credit-info popup. */
export const creditBadgeWidget = defineWidget({
  name: 'credit-badge',
  load: () => import('./credit-badge').then((module) => module.CreditBadge),
  props: creditBadgeProps,
  texts: 'first-paint',
});
