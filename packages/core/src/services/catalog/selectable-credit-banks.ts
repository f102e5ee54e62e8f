import type { CreditProposition } from '../../schemas/credit-proposition';
import type { CreditPropositions } from '../../schemas/credit-propositions';
import type { CreditType } from '../../rules/credit-types';

export interface SelectableProposition extends CreditProposition {
  readonly isSelected: boolean;
}

/** A bank's offers for one kind of credit, as the credit popup lists them. */
export interface SelectableCreditBank {
  /** The provider id (docs/checkout.md: 1, 2, 5, 276, 277). */
  readonly id: number;
  readonly title: string;
  readonly logo: string | null;
  readonly creditType: CreditType;
  readonly creditTitle: string;
  /** Fewest months first; exactly one is selected (the first, until the shopper picks another). */
  readonly propositions: readonly SelectableProposition[];
}

/**
 * The banks of a credit answer, in the server's order, each with its propositions sorted by
 * `number_months` ascending, all unselected and then the first one selected (docs/checkout.md).
 */
export function selectableCreditBanks(answer: CreditPropositions): SelectableCreditBank[] {
  return answer.credits.flatMap((credit) =>
    credit.bank_items.map((bank) => {
      const sorted = [...bank.propositions].sort((a, b) => a.number_months - b.number_months);
      return {
        id: bank.id,
        title: bank.title,
        logo: bank.logo,
        creditType: credit.type,
        creditTitle: credit.title,
        propositions: sorted.map((proposition, index) => ({ ...proposition, isSelected: index === 0 })),
      };
    }),
  );
}

/**
 * The banks with `months` selected at bank `bankId` (of `creditType`, when given); the other banks
 * keep their selection. Unchanged (the same array) when that bank offers no such term.
 */
export function selectCreditTerm(
  banks: readonly SelectableCreditBank[],
  bankId: number,
  months: number,
  creditType?: CreditType,
): readonly SelectableCreditBank[] {
  const matches = (bank: SelectableCreditBank) =>
    bank.id === bankId &&
    (creditType === undefined || bank.creditType === creditType) &&
    bank.propositions.some((proposition) => proposition.number_months === months);
  if (!banks.some(matches)) return banks;
  return banks.map((bank) => {
    if (!matches(bank)) return bank;
    // A bank listing one term twice still gets exactly one selection.
    const chosen = bank.propositions.findIndex((proposition) => proposition.number_months === months);
    return {
      ...bank,
      propositions: bank.propositions.map((proposition, index) => ({ ...proposition, isSelected: index === chosen })),
    };
  });
}
