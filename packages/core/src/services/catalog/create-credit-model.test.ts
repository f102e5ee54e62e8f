import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCreditModel } from './create-credit-model';
import { testServiceContext } from './test-service-context';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const offers = (price: number, months: number[]) => ({
  price,
  credits: [
    {
      type: 'partial0',
      title: 'Оплата частинами',
      bank_items: [{ id: 1, title: 'Банк', logo: null, propositions: months.map((n) => ({ type: 'partial0', number_months: n, monthly_payment: price / n })) }],
    },
  ],
});

describe('credit model', () => {
  it('keeps the newest load’s answer and loading until that load ends', async () => {
    const answers = [offers(1000, [10, 4]), offers(2000, [6, 3])];
    let releaseFirst: () => void = () => {};
    let calls = 0;
    server.use(
      http.get('https://shop.test/api/shop/products/8/credits', async () => {
        const answer = answers[calls]!;
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
        return HttpResponse.json({ success: true, data: answer });
      }),
    );
    const { context } = testServiceContext();
    const credit = createCreditModel(context, 8);

    const first = credit.load();
    await expect.poll(() => calls).toBe(1);
    await credit.load();
    expect(credit.loading.value).toBe(false);
    expect(credit.price.value).toBe(2000);

    releaseFirst();
    await first;
    expect(credit.price.value).toBe(2000);
    expect(credit.banks.value[0]?.propositions.map((p) => [p.number_months, p.isSelected])).toEqual([
      [3, true],
      [6, false],
    ]);
    expect(credit.loading.value).toBe(false);
  });

  it('clears an earlier error when it loads again', async () => {
    let fail = true;
    server.use(
      http.get('https://shop.test/api/shop/products/8/credits', () =>
        fail ? HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 }) : HttpResponse.json({ success: true, data: offers(500, [2]) }),
      ),
    );
    const { context } = testServiceContext();
    const credit = createCreditModel(context, 8);
    await credit.load();
    expect(credit.error.value?.messageKey).toBe('errors.generic');
    fail = false;
    const again = credit.load();
    expect(credit.error.value).toBeNull();
    expect(credit.loading.value).toBe(true);
    await again;
    expect(credit.price.value).toBe(500);
  });

  it('selects nothing before its offers are there, and shows the error state when the popup’s code cannot be fetched', async () => {
    server.use(http.get('https://shop.test/api/shop/products/8/credits', () => HttpResponse.json({ success: true, data: offers(1200, [3, 6]) })));
    const { context, reported } = testServiceContext();
    const credit = createCreditModel(context, 8);
    expect(credit.select(1, 6)).toBe(false);

    vi.doMock('./selectable-credit-banks', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      await credit.load();
    } finally {
      vi.doUnmock('./selectable-credit-banks');
    }
    expect(credit.error.value).toMatchObject({ kind: 'network', messageKey: 'errors.data_loading' });
    expect(reported).toEqual([credit.error.value]);
    expect(credit.banks.value).toEqual([]);

    await credit.load();
    expect(credit.error.value).toBeNull();
    expect(credit.select(1, 6)).toBe(true);
    expect(credit.banks.value[0]?.propositions.find((p) => p.isSelected)?.number_months).toBe(6);
  });
});
