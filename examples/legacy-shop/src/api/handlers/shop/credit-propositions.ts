import { CREDIT_PROVIDER_IDS, isCreditType, type CreditPropositions, type CreditType, type Lang } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import { notFound } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { monthlyPayment } from './credit-payment';
import { isSoldOnCredit, type CreditFlags } from './credit-rules';
import { positiveId } from './path-id';

interface BankRow {
  id: number;
  title: string;
  logo: string;
  credit_type: string;
  type_title: string;
  monthly_rate: number;
  months: string;
}

type Credit = CreditPropositions['credits'][number];

/**
 * The credit and instalment offers for a product at the price the shopper pays (creditsAtPrice).
 * A product not sold on credit (or corporate-only) has no offers.
 */
export const getProductCreditPropositions: ApiHandler<'GetProductCreditPropositions'> = ({ db, params, lang }) => {
  const productId = positiveId(params.productId);
  const product =
    productId === undefined
      ? undefined
      : (db
          .prepare('SELECT price, price_with_discount, is_available_for_credit, is_available_to_buy, is_corporate FROM products WHERE id = ?')
          .get(productId) as CreditFlags | undefined);
  if (!product) throw notFound(`No product ${params.productId ?? ''}`);

  const price = product.price_with_discount ?? product.price;
  return { success: true, data: { price, credits: isSoldOnCredit(product) ? creditsAtPrice(db, price, lang) : [] } };
};

/**
 * The offers of the credit providers (CREDIT_PROVIDER_IDS: 1, 2, 5, 276, 277, in that order) for
 * an amount: one entry per credit type with its banks, each with its terms from fewest months.
 */
export function creditsAtPrice(db: Db, price: number, lang: Lang): Credit[] {
  const t = lang === 'ru' ? 'ru' : 'uk';
  const banks = db
    .prepare(
      `SELECT id, title, logo, credit_type, title_${t} AS type_title, monthly_rate, months FROM banks
       WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(CREDIT_PROVIDER_IDS)) as BankRow[];
  banks.sort((a, b) => providerRank(a.id) - providerRank(b.id));

  const credits = new Map<CreditType, Credit>();
  for (const bank of banks) {
    const type = bank.credit_type;
    const months = monthCounts(bank.months);
    if (!isCreditType(type) || months.length === 0) continue;
    const credit = credits.get(type) ?? { type, title: bank.type_title, bank_items: [] };
    credit.bank_items.push({
      id: bank.id,
      title: bank.title,
      logo: bank.logo === '' ? null : bank.logo,
      propositions: months.map((count) => ({
        type,
        number_months: count,
        monthly_payment: monthlyPayment(price, count, bank.monthly_rate),
      })),
    });
    credits.set(type, credit);
  }
  return [...credits.values()];
}

function providerRank(id: number): number {
  return (CREDIT_PROVIDER_IDS as readonly number[]).indexOf(id);
}

/** The bank's terms: distinct positive whole months, fewest first; a broken list offers nothing. */
export function monthCounts(json: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const counts = parsed.filter((value): value is number => Number.isSafeInteger(value) && (value as number) > 0);
  return [...new Set(counts)].sort((a, b) => a - b);
}
