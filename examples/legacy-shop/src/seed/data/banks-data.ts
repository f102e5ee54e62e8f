import type { CreditType } from '@vitrina/core';
import type { Localized } from '../localized';

export interface BankSeed {
  /** The credit provider id of spec §9. */
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

/** Providers 1 and 2 are one bank: 2 is its partial payments (spec §9). */
export const bankSeeds: readonly BankSeed[] = [
  {
    id: 1,
    bank: 'ПриватБанк',
    logo: 'privatbank',
    creditType: 'pb-mgnovennyj-kredit',
    title: { uk: 'Миттєва розстрочка ПриватБанку', ru: 'Мгновенная рассрочка ПриватБанка' },
    monthlyRate: 0.019,
    months: [3, 6, 10, 12, 18, 24],
  },
  {
    id: 2,
    bank: 'ПриватБанк',
    logo: 'privatbank',
    creditType: 'pb-oplata-chastyami',
    title: { uk: 'Оплата частинами ПриватБанку', ru: 'Оплата частями ПриватБанка' },
    monthlyRate: 0,
    months: [3, 4, 6, 10],
  },
  {
    id: 5,
    bank: 'monobank',
    logo: 'monobank',
    creditType: 'mono-internet-pch',
    title: { uk: 'Покупка частинами monobank', ru: 'Покупка частями monobank' },
    monthlyRate: 0,
    months: [3, 4, 6, 10, 12],
  },
  {
    id: 276,
    bank: 'ПУМБ',
    logo: 'pumb',
    creditType: 'pumb-internet',
    title: { uk: 'Кредит онлайн від ПУМБ', ru: 'Кредит онлайн от ПУМБ' },
    monthlyRate: 0.025,
    months: [6, 12, 18, 24, 36],
  },
  {
    id: 277,
    bank: 'А-Банк',
    logo: 'abank',
    creditType: 'abank-internet',
    title: { uk: 'Оплата частинами від А-Банку', ru: 'Оплата частями от А-Банка' },
    monthlyRate: 0,
    months: [3, 6, 10, 12],
  },
];
