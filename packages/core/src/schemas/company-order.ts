import * as z from 'zod/mini';

/** The company part of a corporate order. `passport` holds a passport or an ID card number. */
export const companyOrderSchema = z.object({
  companyName: z.string(),
  companyCode: z.string(),
  taxNumber: z.string(),
  passport: z.string(),
});

export type CompanyOrder = z.infer<typeof companyOrderSchema>;
