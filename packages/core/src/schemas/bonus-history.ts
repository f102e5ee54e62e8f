import * as z from 'zod/mini';

/**
 * Why a user's bonus balance changed (docs/accounts.md#bonuses): `accrued` the shop credited them
 * (for a purchase, or a balance carried over), `spent` an order paid with them, `returned` an
 * order paid with them was cancelled.
 */
export const bonusEntryKindSchema = z.enum(['accrued', 'spent', 'returned']);

export type BonusEntryKind = z.infer<typeof bonusEntryKindSchema>;

/** One change of the balance; `change` is signed (1 bonus = 1 UAH). */
export const bonusEntrySchema = z.object({
  id: z.int(),
  kind: bonusEntryKindSchema,
  change: z.int(),
  /** The order it belongs to; null for a change of no order. */
  order_id: z.nullable(z.int()),
  /** ISO time. */
  created_at: z.string(),
});

export type BonusEntry = z.infer<typeof bonusEntrySchema>;

/** The balance and its changes, newest first. */
export const bonusHistorySchema = z.object({
  balance: z.int().check(z.nonnegative()),
  entries: z.array(bonusEntrySchema),
});

export type BonusHistory = z.infer<typeof bonusHistorySchema>;
