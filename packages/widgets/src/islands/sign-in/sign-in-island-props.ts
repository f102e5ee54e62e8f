import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';
import { isScriptSrc } from '../../ui/sign-in/google/script-src';

/**
 * The sign-in islands' data attributes (packages/widgets/docs/widget-contract.md): `data-next` is
 * where to go after logging in; it is checked again when used (a same-site path, else '/').
 */
export const nextProps = islandProps({
  next: z.optional(z.string()),
});

/** The social-login island may also name Google's client id and the provider's script. */
export const socialLoginProps = islandProps({
  next: z.optional(z.string()),
  clientId: z.optional(z.string().check(z.minLength(1))),
  scriptSrc: z.optional(z.string().check(z.refine(isScriptSrc))),
});

export const recoveryProps = islandProps({});

export type NextProps = z.infer<typeof nextProps>;
export type SocialLoginIslandProps = z.infer<typeof socialLoginProps>;
