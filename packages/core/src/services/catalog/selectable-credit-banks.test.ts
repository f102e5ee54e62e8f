import { describe, expect, it } from 'vitest';
import type { CreditPropositions } from '../../schemas/credit-propositions';
import { selectableCreditBanks, selectCreditTerm } from './selectable-credit-banks';

const term = (months: number) => ({ type: 'partial' as const, number_months: months, monthly_payment: 1000 });

const answer: CreditPropositions = {
  price: 10000,
  credits: [
    {
      type: 'partial',
      title: 'Оплата частинами',
      bank_items: [
        { id: 1, title: 'A', logo: null, propositions: [term(12), term(3), term(6)] },
        { id: 2, title: 'B', logo: null, propositions: [] },
      ],
    },
    { type: 'partial0', title: 'Без переплат', bank_items: [{ id: 1, title: 'A', logo: null, propositions: [term(4), term(2)] }] },
  ],
};

const selection = (banks: ReturnType<typeof selectableCreditBanks> | readonly ReturnType<typeof selectableCreditBanks>[number][]) =>
  banks.map((bank) => bank.propositions.map((p) => `${p.number_months}${p.isSelected ? '*' : ''}`).join(' '));

describe('selectableCreditBanks', () => {
  it('sorts each bank’s terms by months and selects only the first', () => {
    const banks = selectableCreditBanks(answer);
    expect(selection(banks)).toEqual(['3* 6 12', '', '2* 4']);
    expect(banks.map((bank) => [bank.id, bank.creditType, bank.creditTitle])).toEqual([
      [1, 'partial', 'Оплата частинами'],
      [2, 'partial', 'Оплата частинами'],
      [1, 'partial0', 'Без переплат'],
    ]);
  });

  it('ignores any isSelected the server might send', () => {
    const sent = { ...answer, credits: [{ ...answer.credits[0]!, bank_items: [{ id: 5, title: 'C', logo: null, propositions: [{ ...term(9), isSelected: true }, term(1)] }] }] };
    expect(selection(selectableCreditBanks(sent as CreditPropositions))).toEqual(['1* 9']);
  });
});

describe('selectCreditTerm', () => {
  it('moves one bank’s selection and keeps the others', () => {
    const banks = selectableCreditBanks(answer);
    expect(selection(selectCreditTerm(banks, 1, 12, 'partial'))).toEqual(['3 6 12*', '', '2* 4']);
    expect(selection(selectCreditTerm(banks, 1, 4))).toEqual(['3* 6 12', '', '2 4*']);
  });

  it('leaves everything as it was for a term the bank does not offer', () => {
    const banks = selectableCreditBanks(answer);
    expect(selectCreditTerm(banks, 1, 7)).toBe(banks);
    expect(selectCreditTerm(banks, 1, 12, 'partial0')).toBe(banks);
  });

  it('selects one proposition even when a term is listed twice', () => {
    const twice = { ...answer, credits: [{ ...answer.credits[0]!, bank_items: [{ id: 1, title: 'A', logo: null, propositions: [term(6), term(3), term(6)] }] }] };
    expect(selection(selectCreditTerm(selectableCreditBanks(twice), 1, 6))).toEqual(['3 6* 6']);
  });
});
