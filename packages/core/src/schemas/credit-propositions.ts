import * as z from 'zod/mini';
import { creditPropositionSchema } from './credit-proposition';
import { creditTypeSchema } from './credit-type';

/**
 * A product's credit and instalment offers (GetProductCreditPropositions,
 * docs/catalogue.md#credit-badges-and-the-credit-popup): for each kind
 * of credit, the banks offering it (`id` is one of CREDIT_PROVIDER_IDS), each with its offers.
 */
export const creditPropositionsSchema = z.object({
  price: z.number().check(z.nonnegative()),
  credits: z.array(
    z.object({
      type: creditTypeSchema,
      title: z.string(),
      bank_items: z.array(
        z.object({
          id: z.int(),
          title: z.string(),
          logo: z.nullable(z.string()),
          propositions: z.array(creditPropositionSchema),
        }),
      ),
    }),
  ),
});

export type CreditPropositions = z.infer<typeof creditPropositionsSchema>;
