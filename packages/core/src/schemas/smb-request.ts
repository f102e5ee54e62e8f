import * as z from 'zod/mini';

/** A business customer's request to the SMB department. */
export const smbRequestSchema = z.object({
  company_name: z.string(),
  company_code: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.optional(z.string()),
});

export type SmbRequest = z.infer<typeof smbRequestSchema>;
