import * as z from 'zod/mini';

/** A contact for the marketing e-mail service (EsAddUpdateContact); `externalCustomerId` is the user's uuid. */
export const marketingContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  channels: z.array(z.object({ type: z.enum(['email', 'sms']), value: z.string() })),
  externalCustomerId: z.string(),
});

export type MarketingContact = z.infer<typeof marketingContactSchema>;
