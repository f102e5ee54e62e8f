import * as z from 'zod/mini';

/** The login payload. */
export const loginCredentialsSchema = z.object({
  email: z.string(),
  password: z.string(),
});

export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;
