import * as z from 'zod/mini';
import { creditTypeSchema } from './credit-type';

/**
 * One offer of a bank: a term and its monthly payment. Which one the shopper picked is client
 * state (`isSelected`), not part of the server's answer.
 */
export const creditPropositionSchema = z.object({
  type: creditTypeSchema,
  number_months: z.int().check(z.positive()),
  monthly_payment: z.number().check(z.nonnegative()),
});

export type CreditProposition = z.infer<typeof creditPropositionSchema>;
