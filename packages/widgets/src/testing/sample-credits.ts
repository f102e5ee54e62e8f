/** A product's credit offers as the shop answers them (GetProductCreditPropositions), for tests and stories. */
export const sampleCredits = {
  price: 12499,
  credits: [
    {
      type: 'pb-oplata-chastyami',
      title: 'Оплата частинами',
      bank_items: [
        {
          id: 2,
          title: 'ПриватБанк',
          logo: null,
          propositions: [
            { type: 'pb-oplata-chastyami', number_months: 10, monthly_payment: 1250 },
            { type: 'pb-oplata-chastyami', number_months: 3, monthly_payment: 4167 },
            { type: 'pb-oplata-chastyami', number_months: 6, monthly_payment: 2084 },
          ],
        },
      ],
    },
    {
      type: 'mono-internet-pch',
      title: 'Покупка частинами',
      bank_items: [
        {
          id: 5,
          title: 'monobank',
          logo: null,
          propositions: [
            { type: 'mono-internet-pch', number_months: 12, monthly_payment: 1042 },
            { type: 'mono-internet-pch', number_months: 4, monthly_payment: 3125 },
          ],
        },
      ],
    },
  ],
};
