import type { BonusHistory, UserOrder, Vitrina } from '@vitrina/core';
import { render, type RenderResult } from '@testing-library/react';
import { BonusHistory as BonusHistoryIsland } from '../islands/bonus-history/bonus-history';
import { PurchaseList } from '../islands/purchase-list/purchase-list';
import { VitrinaProvider } from '../vitrina-context';
import { paidOrder, sampleHistory, unpaidOrder } from './portal-fixtures';

export { cancelledOrder, paidOrder, portalApi, sampleHistory, unpaidOrder } from './portal-fixtures';

export function renderPurchases(vitrina: Vitrina, orders: readonly UserOrder[] = [unpaidOrder, paidOrder]): RenderResult {
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <PurchaseList orders={[...orders]} />
    </VitrinaProvider>,
  );
}

export function renderBonuses(vitrina: Vitrina, history: BonusHistory = sampleHistory): RenderResult {
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <BonusHistoryIsland bonusHistory={history} />
    </VitrinaProvider>,
  );
}
