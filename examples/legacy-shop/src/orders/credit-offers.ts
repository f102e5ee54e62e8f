import { CREDIT_PROVIDER_IDS } from '@vitrina/core';
import { monthCounts } from '../api/handlers/shop/credit-propositions';
import type { Db } from '../db/open-database';

/** One bank's credit or instalment terms for an order. */
export interface CreditOffer {
  readonly providerId: number;
  readonly title: string;
  readonly typeTitle: string;
  /** Terms in months, fewest first. */
  readonly months: readonly number[];
}

interface BankRow {
  id: number;
  title: string;
  type_title: string;
  months: string;
}

/**
 * The credit offers of an order: every credit provider's terms (CREDIT_PROVIDER_IDS, in that
 * order) when each of its products is sold on credit; none for a corporate buyer, whom credit is
 * not offered, and none for an order without products.
 */
export function creditOffers(
  db: Db,
  order: { readonly lines: readonly { readonly soldOnCredit: boolean }[]; readonly corporate: boolean; readonly lang: 'uk' | 'ru' },
): CreditOffer[] {
  if (order.corporate || order.lines.length === 0 || !order.lines.every((line) => line.soldOnCredit)) return [];
  const banks = db
    .prepare(`SELECT id, title, title_${order.lang === 'ru' ? 'ru' : 'uk'} AS type_title, months FROM banks WHERE id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(CREDIT_PROVIDER_IDS)) as BankRow[];
  const rank = (id: number) => (CREDIT_PROVIDER_IDS as readonly number[]).indexOf(id);
  return banks
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((bank) => ({ providerId: bank.id, title: bank.title, typeTitle: bank.type_title, months: monthCounts(bank.months) }))
    .filter((offer) => offer.months.length > 0);
}

/** How many offers (a bank and a term each) an order has: the checkout rules' `creditOptions`. */
export function creditOptionCount(offers: readonly CreditOffer[]): number {
  return offers.reduce((sum, offer) => sum + offer.months.length, 0);
}

/** Whether the shopper's choice of bank and term is one of the offers. */
export function isOffered(offers: readonly CreditOffer[], choice: { provider_id: number; months: number }): boolean {
  return offers.some((offer) => offer.providerId === choice.provider_id && offer.months.includes(choice.months));
}
