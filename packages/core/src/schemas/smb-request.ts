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

/** One of the signed-in corporate user's own business requests, as the shop stored it (GET smb-requests). */
export const storedSmbRequestSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  company_code: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.optional(z.string()),
  /** When the shop received it (ISO 8601). */
  created_at: z.string(),
});

export type StoredSmbRequest = z.infer<typeof storedSmbRequestSchema>;
