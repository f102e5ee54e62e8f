import { formatPrice, pluralForm } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { Localized } from './localized';
import type { ProductPlan } from './products';
import type { Random } from './random';

/** Instalment terms shown as badges; 3–10 months are interest-free parts, 12 and 24 a credit. */
const TERMS = [3, 6, 10, 12, 24] as const;
const CREDIT_MONTHLY_RATE = 0.019;

type PluralForm = ReturnType<typeof pluralForm>;
type Words = Readonly<Record<'uk' | 'ru', Readonly<Record<PluralForm, string>>>>;

const PAYMENTS: Words = {
  uk: { one: 'платіж', couple: 'платежі', many: 'платежів' },
  ru: { one: 'платеж', couple: 'платежа', many: 'платежей' },
};
const MONTHS: Words = {
  uk: { one: 'місяць', couple: 'місяці', many: 'місяців' },
  ru: { one: 'месяц', couple: 'месяца', many: 'месяцев' },
};

function counted(count: number, words: Words): Localized {
  return { uk: `${count} ${words.uk[pluralForm(count, 'uk')]}`, ru: `${count} ${words.ru[pluralForm(count, 'ru')]}` };
}

export function creditDescription(months: number, price: number): Localized {
  if (months <= 10) {
    const parts = counted(months, PAYMENTS);
    return { uk: `Оплата частинами: ${parts.uk} без переплат`, ru: `Оплата частями: ${parts.ru} без переплат` };
  }
  const monthly = Math.ceil((price * (1 + CREDIT_MONTHLY_RATE * months)) / months);
  const term = counted(months, MONTHS);
  return {
    uk: `Кредит на ${term.uk} від ${formatPrice(monthly, 'uk')}/міс.`,
    ru: `Кредит на ${term.ru} от ${formatPrice(monthly, 'ru')}/мес.`,
  };
}

export interface CreditItemPlan {
  readonly productId: number;
  readonly months: number;
  readonly description: Localized;
}

/** One to three instalment badges for each product available for credit. */
export function planCreditItems(plans: readonly ProductPlan[], random: Random): CreditItemPlan[] {
  return plans
    .filter((plan) => plan.isAvailableForCredit)
    .flatMap((plan) =>
      random
        .sample(TERMS, random.int(1, 3))
        .sort((a, b) => a - b)
        .map((months) => ({ productId: plan.id, months, description: creditDescription(months, plan.priceWithDiscount ?? plan.price) })),
    );
}

export function insertCreditItems(db: Db, items: readonly CreditItemPlan[]): number {
  const insert = db.prepare('INSERT INTO product_credit_items (product_id, months_count, description_uk, description_ru) VALUES (?, ?, ?, ?)');
  for (const item of items) insert.run(item.productId, item.months, item.description.uk, item.description.ru);
  return items.length;
}
