import type { BonusHistory, SavedAddress, UserOrder } from '@vitrina/core';
import { http, HttpResponse } from 'msw';
import { API } from './test-vitrina';

/**
 * The profile portal's fake API (addresses, cities, orders, bonus history) and its samples, for
 * the islands' tests and stories alike.
 */

/** The shop's error body (packages/core/src/schemas/api-error.ts). */
function apiError(status: number, code: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });
}

export const kyivAddress: SavedAddress = { id: 7, city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' };
export const lvivAddress: SavedAddress = { id: 8, city: 'Львів', street: 'вул. Городоцька', building: '3/1' };

const CITIES = [
  { id: 56, title: 'Київ', region: 'Київська' },
  { id: 12, title: 'Львів', region: 'Львівська' },
];

export interface SeenCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * The profile API's address calls over a list kept here (`addresses`), and the shop's city search.
 * `refuse` answers the next save with that field's 422; `hold` keeps a save's answer back.
 */
export function addressApi(initial: readonly SavedAddress[] = [kyivAddress]) {
  const addresses: SavedAddress[] = [...initial];
  const seen: SeenCall[] = [];
  let nextId = 100;
  const options: { refuse?: Record<string, string>; hold?: () => Promise<void> } = {};
  const record = async (request: Request) => {
    const text = request.method === 'POST' || request.method === 'PUT' ? await request.clone().text() : '';
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
  };
  const refusal = () => {
    const fields = options.refuse;
    options.refuse = undefined;
    return fields && apiError(422, Object.values(fields)[0]!, fields);
  };
  const handlers = [
    http.get(`${API.shop}cities`, async ({ request }) => {
      await record(request);
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return HttpResponse.json({ success: true, data: CITIES.filter((city) => city.title.toLowerCase().startsWith(search)) });
    }),
    http.get(`${API.profile}me/addresses`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: addresses });
    }),
    http.post(`${API.profile}me/address`, async ({ request }) => {
      await record(request);
      await options.hold?.();
      const refused = refusal();
      if (refused) return refused;
      const saved = { id: nextId++, ...((await request.json()) as Omit<SavedAddress, 'id'>) };
      addresses.unshift(saved);
      return HttpResponse.json({ success: true, data: saved });
    }),
    http.put(`${API.profile}me/address/:id`, async ({ request, params }) => {
      await record(request);
      const index = addresses.findIndex((address) => address.id === Number(params.id));
      if (index < 0) return apiError(404, 'errors.nothing_found');
      const refused = refusal();
      if (refused) return refused;
      const saved = { id: Number(params.id), ...((await request.json()) as Omit<SavedAddress, 'id'>) };
      addresses[index] = saved;
      return HttpResponse.json({ success: true, data: saved });
    }),
    http.delete(`${API.profile}me/address/:id`, async ({ request, params }) => {
      await record(request);
      await options.hold?.();
      const index = addresses.findIndex((address) => address.id === Number(params.id));
      if (index < 0) return apiError(404, 'errors.nothing_found');
      addresses.splice(index, 1);
      return HttpResponse.json({ success: true });
    }),
  ];
  return { addresses, seen, options, handlers, saves: () => seen.filter((call) => call.method !== 'GET') };
}

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

