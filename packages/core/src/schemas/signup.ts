import * as z from 'zod/mini';
import { langSchema } from './lang';

/** The registration payload; `privacy_policy` is the shopper's consent. */
export const signupSchema = z.object({
  first_name: z.string(),
  last_name: z.optional(z.string()),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
  lang: langSchema,
  privacy_policy: z.boolean(),
});

export type Signup = z.infer<typeof signupSchema>;
