import { defineWidget } from '../../runtime/define-widget';

/** The bonuses page's balance and history, kept current. */
export const bonusHistoryWidget = defineWidget({
  name: 'bonus-history',
  load: () => import('./bonus-history-chunk'),
});
