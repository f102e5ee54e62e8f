import type { BonusHistory, UserOrder, Vitrina } from '@vitrina/core';
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BonusHistory as BonusHistoryIsland } from '../islands/bonus-history/bonus-history';
import { PurchaseList } from '../islands/purchase-list/purchase-list';
import { VitrinaProvider } from '../vitrina-context';
import { API } from './test-vitrina';

export const unpaidOrder: UserOrder = {
  id: 1042,
  status: 'needs_payment',
  total: 25_499,
  created_at: '2025-05-28T09:05:00.000Z',
  items: [{ title: 'Ноутбук Vitrina Pro 14', quantity: 1 }],
  payment_url: '/order/pay/Qm9yZGVyLWxpbmsta2V5LTAwMDAwMDAwMDAwMA',
};
export const paidOrder: UserOrder = {
  id: 1001,
  status: 'paid',
  total: 31_998,
  created_at: '2025-01-15T10:12:00.000Z',
  items: [
    { title: 'Смартфон Vitrina X', quantity: 1 },
    { title: 'Чохол', quantity: 2 },
  ],
  payment_url: null,
};
export const cancelledOrder: UserOrder = { ...paidOrder, id: 1017, status: 'cancelled', created_at: '2025-03-02T18:40:00.000Z' };

export const sampleHistory: BonusHistory = {
  balance: 1500,
  entries: [
    { id: 3, kind: 'returned', change: 300, order_id: 1017, created_at: '2025-03-03T10:00:00.000Z' },
    { id: 2, kind: 'spent', change: -200, order_id: 1001, created_at: '2025-01-15T10:12:00.000Z' },
    { id: 1, kind: 'accrued', change: 1400, order_id: null, created_at: '2024-12-01T09:00:00.000Z' },
  ],
};

/**
 * `me/orders` and `me/bonuses` answering one answer after another (the last repeating), or a
 * failure for `'fail'`; `reads` counts the requests by path.
 */
export function portalApi(options: { orders?: readonly (readonly UserOrder[] | 'fail')[]; history?: readonly (BonusHistory | 'fail')[] } = {}) {
  const reads: string[] = [];
  const orders = [...(options.orders ?? [[unpaidOrder, paidOrder]])];
  const histories = [...(options.history ?? [sampleHistory])];
  const next = <T,>(list: T[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const answer = (data: unknown) =>
    data === 'fail' ? HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 }) : HttpResponse.json({ success: true, data });
  return {
    reads,
    handlers: [
      http.get(`${API.profile}me/orders`, ({ request }) => {
        reads.push(new URL(request.url).pathname);
        return answer(next(orders));
      }),
      http.get(`${API.profile}me/bonuses`, ({ request }) => {
        reads.push(new URL(request.url).pathname);
        return answer(next(histories));
      }),
    ],
  };
}

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
