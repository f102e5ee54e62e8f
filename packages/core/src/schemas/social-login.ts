import * as z from 'zod/mini';
import { langSchema } from './lang';

/** The LoginSocial payload (docs/accounts.md#social-login). */
export const socialLoginSchema = z.object({
  socialNetwork: z._default(z.string(), 'google'),
  socialId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  lang: langSchema,
});

export type SocialLogin = z.infer<typeof socialLoginSchema>;
