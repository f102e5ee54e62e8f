import * as z from 'zod/mini';

/** A social network offered for login (GET settings/socials); `client_id` feeds its sign-in button. */
export const socialNetworkSchema = z.object({
  network: z.string(),
  client_id: z.nullable(z.string()),
});

export type SocialNetwork = z.infer<typeof socialNetworkSchema>;
