import { defineWidget } from '../../runtime/define-widget';
import { CreditBadge } from './credit-badge';
import { creditBadgeProps } from './credit-badge-props';

/** A product card's credit badge: hidden for corporate users, opens the credit-info popup. */
export const creditBadgeWidget = defineWidget({
  name: 'credit-badge',
  component: CreditBadge,
  props: creditBadgeProps,
  texts: 'first-paint',
});
