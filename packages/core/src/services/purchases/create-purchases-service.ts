import type { BonusHistory } from '../../schemas/bonus-history';
import type { UserOrder } from '../../schemas/user-order';
import type { ServiceContext } from '../service-context';

/** The logged-in user's orders and bonus history (docs/accounts.md#purchases, #bonuses). */
export interface PurchasesService {
  /** The user's orders, newest first, with their status now. */
  loadOrders(): Promise<readonly UserOrder[]>;
  /**
   * The bonus balance and its changes, newest first. The balance also goes to
   * `state.bonusesCount`, so the header's counter agrees with the page.
   */
  loadBonusHistory(): Promise<BonusHistory>;
}

export function createPurchasesService({ api, state }: ServiceContext): PurchasesService {
  return {
    async loadOrders() {
      return (await api.call('meOrders')).data;
    },
    async loadBonusHistory() {
      const { data } = await api.call('meBonusHistory');
      if (state.isLoggedIn.peek()) state.bonusesCount.value = data.balance;
      return data;
    },
  };
}
