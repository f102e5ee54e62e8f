import { afterAll, describe, expect, it } from 'vitest';
import { openTempDatabase } from '../seed/temp-database';
import { cashPaidToday, kyivDay } from './cash-today';

const temp = openTempDatabase();
afterAll(() => temp.close());

let n = 0;
function order(fields: { phone?: string; userId?: number | null; total: number; at: string; payment?: string; delivery?: string; status?: string }): void {
  n += 1;
  temp.db
    .prepare(
      `INSERT INTO orders (public_id, user_id, kind, status, phone, items, total, payment_type, delivery_type, created_at)
       VALUES (?, ?, 'regular', ?, ?, '[]', ?, ?, ?, ?)`,
    )
    .run(`cash-today-${n}-0000000000`, fields.userId ?? null, fields.status ?? 'needs_payment', fields.phone ?? '380501112233', fields.total, fields.payment ?? 'cash', fields.delivery ?? 'courier', fields.at);
}

describe('the cash a buyer pays couriers today', () => {
  it('counts today’s cash courier orders by phone, on the Kyiv calendar, not cancelled ones nor other payments or deliveries', () => {
    // 2026-03-10 00:30 in Kyiv (UTC+2) is 2026-03-09 22:30 UTC.
    const now = new Date('2026-03-10T08:00:00.000Z');
    expect(kyivDay(new Date('2026-03-09T22:30:00.000Z'))).toBe('2026-03-10');
    order({ total: 1000, at: '2026-03-09T22:30:00.000Z' });
    order({ total: 2000, at: '2026-03-10T07:00:00.000Z', delivery: 'courier-installer' });
    order({ total: 4000, at: '2026-03-09T21:30:00.000Z' }); // 23:30 in Kyiv the day before
    order({ total: 8000, at: '2026-03-10T07:00:00.000Z', status: 'cancelled' });
    order({ total: 16_000, at: '2026-03-10T07:00:00.000Z', payment: 'card_on_receipt' });
    order({ total: 32_000, at: '2026-03-10T07:00:00.000Z', delivery: 'newpost' });
    order({ total: 64_000, at: '2026-03-10T07:00:00.000Z', phone: '380509998877' });
    expect(cashPaidToday(temp.db, { userId: null, phone: '380501112233' }, now)).toBe(3000);
  });

  it('counts a signed-in buyer’s orders under another phone too', () => {
    const now = new Date('2026-04-01T10:00:00.000Z');
    temp.db.prepare("INSERT INTO users (id, uuid, email, first_name, created_at) VALUES (7, 'cash-user', 'cash@example.com', 'Олена', ?)").run(now.toISOString());
    order({ total: 500, at: '2026-04-01T09:00:00.000Z', phone: '380671234567', userId: 7 });
    order({ total: 700, at: '2026-04-01T09:30:00.000Z', phone: '380631234567' });
    expect(cashPaidToday(temp.db, { userId: 7, phone: '380631234567' }, now)).toBe(1200);
    expect(cashPaidToday(temp.db, { userId: null, phone: '380631234567' }, now)).toBe(700);
  });
});
