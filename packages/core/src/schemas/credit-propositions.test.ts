import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { creditPropositionsSchema } from './credit-propositions';

const answer = () => ({
  price: 16999,
  credits: [
    {
      type: 'partial',
      title: 'Оплата частинами',
      bank_items: [
        {
          id: 2,
          title: 'ПриватБанк',
          logo: '/banks/privat.svg',
          propositions: [
            { type: 'pb-oplata-chastyami', number_months: 10, monthly_payment: 1699.9 },
            { type: 'pb-oplata-chastyami', number_months: 4, monthly_payment: 4249.75 },
          ],
        },
        {
          id: 277,
          title: 'monobank',
          logo: null,
          propositions: [{ type: 'mono-internet-pch', number_months: 3, monthly_payment: 5666.33 }],
        },
      ],
    },
  ],
});

const withProposition = (proposition: unknown) => {
  const value = answer();
  (value.credits[0]!.bank_items[0]!.propositions as unknown[]) = [proposition];
  return value;
};

describe('creditPropositionsSchema', () => {
  it('reads credits, their banks and the banks’ offers', () => {
    const parsed = z.parse(creditPropositionsSchema, answer());
    expect(parsed.credits[0]?.bank_items.map((bank) => bank.id)).toEqual([2, 277]);
    expect(parsed.credits[0]?.bank_items[0]?.propositions[1]?.number_months).toBe(4);
  });

  it('leaves the client-side isSelected out of what it reads', () => {
    const parsed = z.parse(
      creditPropositionsSchema,
      withProposition({ type: 'instant', number_months: 6, monthly_payment: 3000, isSelected: true }),
    );
    expect(parsed.credits[0]?.bank_items[0]?.propositions[0]).not.toHaveProperty('isSelected');
  });

  it('accepts a product without credit offers', () => {
    expect(z.safeParse(creditPropositionsSchema, { price: 499, credits: [] }).success).toBe(true);
  });

  it.each([
    { type: 'instant', number_months: '6', monthly_payment: 3000 },
    { type: 'instant', number_months: 0, monthly_payment: 3000 },
    { type: 'instant', monthly_payment: 3000 },
    { type: 'leasing', number_months: 6, monthly_payment: 3000 },
  ])('rejects the proposition %j', (proposition) => {
    expect(z.safeParse(creditPropositionsSchema, withProposition(proposition)).success).toBe(false);
  });

  it('rejects a missing price and a bank without propositions', () => {
    const { price: _price, ...noPrice } = answer();
    expect(z.safeParse(creditPropositionsSchema, noPrice).success).toBe(false);
    const noPropositions = answer();
    delete (noPropositions.credits[0]!.bank_items[0] as { propositions?: unknown }).propositions;
    expect(z.safeParse(creditPropositionsSchema, noPropositions).success).toBe(false);
  });
});
