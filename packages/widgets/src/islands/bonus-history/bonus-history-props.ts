import { bonusHistorySchema, type BonusHistory } from '@vitrina/core';
import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';
import { jsonAttribute } from '../../contract/json-attribute';

/**
 * `<section data-widget="bonus-history" data-bonus-history='{…}'>` around the bonuses page's
 * balance and history (packages/widgets/docs/widget-contract.md, `bonus-history`): both as the
 * server read them, so the island shows them at once and then keeps them current.
 */
export const bonusHistoryProps = islandProps({
  bonusHistory: jsonAttribute<BonusHistory>(bonusHistorySchema, 'the JSON of the balance and its history ({ balance, entries })'),
});

export type BonusHistoryProps = z.infer<typeof bonusHistoryProps>;
