import * as z from 'zod/mini';

/** Settings of the small and medium business (SMB) request form. */
export const smbSettingsSchema = z.object({
  is_enabled: z.boolean(),
  manager_phone: z.nullable(z.string()),
  manager_email: z.nullable(z.string()),
});

export type SmbSettings = z.infer<typeof smbSettingsSchema>;
