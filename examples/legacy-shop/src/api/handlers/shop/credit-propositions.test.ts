import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { monthlyPayment } from './credit-payment';
import { FIXTURE, PHONES, effectivePrice, insertCatalogFixture } from './testing/catalog-fixture';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
});
afterAll(() => server.close());

const PROVIDERS = [1, 2, 5, 276, 277];

interface BankRow {
  id: number;
  title: string;
  credit_type: string;
  title_uk: string;
  title_ru: string;
  monthly_rate: number;
  months: string;
}

const banks = () =>
  new Map((server.db.prepare('SELECT * FROM banks').all() as BankRow[]).map((bank) => [bank.id, bank]));
const credits = (productId: number | string) =>
  shopCall(server, 'GetProductCreditPropositions', { params: { productId: String(productId) } });

describe('monthlyPayment', () => {
  it('divides the price without interest and uses the annuity with it, to the kopiyka', () => {
    expect(monthlyPayment(12_000, 6, 0)).toBe(2000);
    expect(monthlyPayment(10_000, 3, 0)).toBe(3333.33);
    // 10 000 at 2 % a month over 12 months: 10000·0.02 / (1 − 1.02^−12) = 945.596…
    expect(monthlyPayment(10_000, 12, 0.02)).toBe(945.6);
    expect(monthlyPayment(10_000, 12, 0.02) * 12).toBeGreaterThan(10_000);
  });
});

describe('GET products/{productId}/credits', () => {
  const creditPhone = PHONES.find((phone) => phone.forCredit && !phone.corporate && phone.priceWithDiscount !== null)!;

  it('offers credits of exactly the five providers at the price paid, sorted', async () => {
    const data = ok(await credits(creditPhone.id));
    const price = effectivePrice(creditPhone);
    expect(data.price).toBe(price);

    const bankItems = data.credits.flatMap((credit) => credit.bank_items.map((bank) => ({ credit, bank })));
    expect(bankItems.map(({ bank }) => bank.id)).toEqual(PROVIDERS);
    expect(bankItems.some(({ bank }) => bank.id === FIXTURE.otherBankId)).toBe(false);

    const rows = banks();
    for (const { credit, bank } of bankItems) {
      const row = rows.get(bank.id)!;
      expect(credit.type).toBe(row.credit_type);
      expect(credit.title).toBe(row.title_uk);
      expect(bank.title).toBe(row.title);
      const months = [...new Set(JSON.parse(row.months) as number[])].sort((a, b) => a - b);
      expect(bank.propositions.map((offer) => offer.number_months)).toEqual(months);
      for (const offer of bank.propositions) {
        expect(offer.type).toBe(row.credit_type);
        expect(offer.monthly_payment).toBeCloseTo(monthlyPayment(price, offer.number_months, row.monthly_rate), 2);
        if (row.monthly_rate === 0) expect(offer.monthly_payment).toBeCloseTo(price / offer.number_months, 2);
        else expect(offer.monthly_payment * offer.number_months).toBeGreaterThan(price);
      }
    }
  });

  it('titles the offers in Russian for a Russian shopper', async () => {
    const response = await fetch(`${server.url}/api/shop/products/${creditPhone.id}/credits`, { headers: { 'accept-language': 'ru' } });
    const body = (await response.json()) as { data: { credits: { title: string; bank_items: { id: number }[] }[] } };
    const rows = banks();
    for (const credit of body.data.credits) expect(credit.title).toBe(rows.get(credit.bank_items[0]!.id)!.title_ru);
  });

  it('offers nothing for a product not sold on credit or sold to companies only', async () => {
    const notForCredit = PHONES.find((phone) => !phone.forCredit && !phone.corporate)!;
    expect(ok(await credits(notForCredit.id))).toEqual({ price: effectivePrice(notForCredit), credits: [] });
    const corporate = PHONES.find((phone) => phone.forCredit && phone.corporate)!;
    expect(ok(await credits(corporate.id)).credits).toEqual([]);
  });

  it('answers 404 for a product that does not exist or an id that is not one', async () => {
    for (const id of ['987654321', 'abc', '0', '-1', '1.5']) {
      expect(failure(await credits(id)).status, id).toBe(404);
    }
  });
});
