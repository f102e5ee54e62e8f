import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../errors';
import { testAuthKit } from '../auth/test-auth-kit';
import { PROFILE_API } from '../auth/test-profile-api';
import { serve, server, useProfileServer } from '../auth/test-auth-server';
import { createPortalServices } from './create-portal-services';

useProfileServer();

const history = {
  balance: 1300,
  entries: [
    { id: 2, kind: 'spent', change: -200, order_id: 1001, created_at: '2025-01-15T10:12:00.000Z' },
    { id: 1, kind: 'accrued', change: 1500, order_id: null, created_at: '2024-12-01T09:00:00.000Z' },
  ],
};
const order = { id: 1042, status: 'needs_payment', total: 25499, created_at: '2025-05-20T09:30:00.000Z', items: [{ title: 'Смартфон', quantity: 1 }], payment_url: '/payment/abc' };

describe('the purchases service', () => {
  it('reads the bonus history, and the header’s balance follows it', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    server.use(http.get(`${PROFILE_API}me/bonuses`, () => HttpResponse.json({ success: true, data: history })));
    expect(kit.state.bonusesCount.value).not.toBe(1300);
    expect(await createPortalServices(kit.context).purchases.loadBonusHistory()).toEqual(history);
    expect(kit.state.bonusesCount.value).toBe(1300);
  });

  it('reads the user’s orders', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    server.use(http.get(`${PROFILE_API}me/orders`, () => HttpResponse.json({ success: true, data: [order] })));
    expect(await createPortalServices(kit.context).purchases.loadOrders()).toEqual([order]);
  });

  it('fails on an answer that breaks the contract, and on a guest’s 401', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    server.use(http.get(`${PROFILE_API}me/orders`, () => HttpResponse.json({ success: true, data: [{ ...order, status: 'lost' }] })));
    await expect(createPortalServices(kit.context).purchases.loadOrders()).rejects.toMatchObject({ kind: 'schema' });
    server.use(http.get(`${PROFILE_API}me/bonuses`, () => HttpResponse.json({ error: { code: 'errors.login_error', message: 'no' } }, { status: 401 })));
    const refused = await createPortalServices(kit.context).purchases.loadBonusHistory().catch((caught: unknown) => caught);
    expect((refused as HttpError).status).toBe(401);
  });
});
