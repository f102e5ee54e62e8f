import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/**
 * The profile-settings island's attributes: `data-lang-cookie` names the cookie the shop reads the
 * page's language from, written when the shopper switches it (none is written without it).
 */
export const profileSettingsProps = islandProps({
  langCookie: z.optional(z.string().check(z.regex(/^[\w-]{1,64}$/))),
});

export type ProfileSettingsProps = z.infer<typeof profileSettingsProps>;
