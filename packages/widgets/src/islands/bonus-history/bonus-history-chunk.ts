/** The `bonus-history` widget's chunk: its component and the schema its island's attributes are read with. */
export { BonusHistory as component } from './bonus-history';
export { bonusHistoryProps as props } from './bonus-history-props';
