import type { BonusEntry, Lang } from '@vitrina/core';

/** A change as the history writes it: signed, thousands spaced — '+1 700', '−200'. */
export function bonusChange(change: number, lang: Lang): string {
  const amount = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(Math.abs(change)).replace(/\s/g, ' ');
  return `${change > 0 ? '+' : '−'}${amount}`;
}

/** The message key and options that say why the balance changed. */
export function bonusReason(entry: BonusEntry): [key: string, options: Record<string, unknown>] {
  const number = entry.order_id;
  if (entry.kind === 'accrued') return number === null ? ['profile.bonuses.accrued', {}] : ['profile.bonuses.accrued_order', { number }];
  return [`profile.bonuses.${entry.kind}`, { number }];
}
