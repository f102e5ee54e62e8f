import type { CreditType } from '@vitrina/core';
import type { Localized } from '../localized';

export interface BankSeed {
  /** The credit provider id (docs/checkout.md, credit and instalments). */
  readonly id: 1 | 2 | 5 | 276 | 277;
  readonly bank: string;
  /** Name of the bank's placeholder logo (/images/bank/<logo>.svg). */
  readonly logo: string;
  readonly creditType: CreditType;
  /** The offer as the credit popup names it. */
  readonly title: Localized;
  /** Interest per month; 0 for instalments without overpayment. */
  readonly monthlyRate: number;
  readonly months: readonly number[];
}

/** A bank's offer a row: provider id, bank, logo, credit type, title (uk, ru), monthly rate, terms in months. */
const bank = (id: BankSeed['id'], name: string, logo: string, creditType: CreditType, uk: string, ru: string, monthlyRate: number, months: readonly number[]): BankSeed => ({
  id,
  bank: name,
  logo,
  creditType,
  title: { uk, ru },
  monthlyRate,
  months,
});

/** Providers 1 and 2 are one bank: 2 is its partial payments (docs/checkout.md, credit and instalments). */
export const bankSeeds: readonly BankSeed[] = [
  bank(1, 'ПриватБанк', 'privatbank', 'pb-mgnovennyj-kredit', 'Миттєва розстрочка ПриватБанку', 'Мгновенная рассрочка ПриватБанка', 0.019, [3, 6, 10, 12, 18, 24]),
  bank(2, 'ПриватБанк', 'privatbank', 'pb-oplata-chastyami', 'Оплата частинами ПриватБанку', 'Оплата частями ПриватБанка', 0, [3, 4, 6, 10]),
  bank(5, 'monobank', 'monobank', 'mono-internet-pch', 'Покупка частинами monobank', 'Покупка частями monobank', 0, [3, 4, 6, 10, 12]),
  bank(276, 'ПУМБ', 'pumb', 'pumb-internet', 'Кредит онлайн від ПУМБ', 'Кредит онлайн от ПУМБ', 0.025, [6, 12, 18, 24, 36]),
  bank(277, 'А-Банк', 'abank', 'abank-internet', 'Оплата частинами від А-Банку', 'Оплата частями от А-Банка', 0, [3, 6, 10, 12]),
];
