import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';
import { isScriptSrc } from '../../ui/sign-in/google/script-src';

/**
 * `<div data-widget="one-tap">` on every page. `data-page` is the page's kind (`cart` there: no
 * prompt; by default the `<body data-page>`); `data-client-id` overrides the shop's social settings; `data-script-src` is where the
 * provider's script comes from (Google's own address by default).
 */
export const oneTapProps = islandProps({
  page: z.optional(z.string()),
  clientId: z.optional(z.string().check(z.minLength(1))),
  scriptSrc: z.optional(z.string().check(z.refine(isScriptSrc))),
});

export type OneTapProps = z.infer<typeof oneTapProps>;
