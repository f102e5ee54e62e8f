/** One credit type with one bank's offers: `[months, monthly payment]` each. */
function creditType(type: string, title: string, bank: { id: number; title: string }, offers: readonly (readonly [number, number])[]) {
  return {
    type,
    title,
    bank_items: [
      {
        ...bank,
        logo: null,
        propositions: offers.map(([months, payment]) => ({ type, number_months: months, monthly_payment: payment })),
      },
    ],
  };
}

/** A product's credit offers as the shop answers them (GetProductCreditPropositions), for tests and stories. */
export const sampleCredits = {
  price: 12499,
  credits: [
    creditType('pb-oplata-chastyami', 'Оплата частинами', { id: 2, title: 'ПриватБанк' }, [
      [10, 1250],
      [3, 4167],
      [6, 2084],
    ]),
    creditType('mono-internet-pch', 'Покупка частинами', { id: 5, title: 'monobank' }, [
      [12, 1042],
      [4, 3125],
    ]),
  ],
};
