import { MOBILE_BREAKPOINT } from '@vitrina/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';
import { useGoogleClientId } from '../../ui/sign-in/google/use-google-client-id';
import { isCartPage } from './is-cart-page';
import { isMobileBrowser } from './is-mobile-browser';
import type { OneTapProps } from './one-tap-props';

/**
 * Google's one-tap sign-in prompt (docs/pages.md#one-tap-sign-in): for a guest on a non-mobile browser outside the cart
 * page, once the login check on load has found no session (not after a logout), when the shop has
 * a Google client id.
 * This part, on every page, only decides whether the prompt may come: Google's script and the
 * prompt's own code (show-one-tap.ts) load only then. Renders nothing of its own: Google draws the prompt.
 */
export function OneTap({ page, clientId: givenClientId, scriptSrc }: OneTapProps) {
  useSignals();
  const { services, state, config } = useVitrina();
  // 'guest' only once the login check has run and failed; 'unknown' before it. A shopper who was
  // logged in on this page and logged out has just chosen to leave: no prompt then.
  const status = services.auth.status.value;
  const [wasUser, setWasUser] = useState(false);
  if (status === 'user' && !wasUser) setWasUser(true);
  const guest = status === 'guest' && !wasUser;
  // The viewport too: the layout flag is set by the layout-flags island, which may mount after the login check.
  const mobile = state.isMobile.value || window.innerWidth < MOBILE_BREAKPOINT || isMobileBrowser(window.navigator);
  // The island's data-page, else the page's own (<body data-page>, packages/widgets/docs/widget-contract.md), else the address.
  const pageKind = page ?? document.body.dataset.page;
  const onCartPage = pageKind === 'cart' || isCartPage(config.pages.cart, window.location);
  const eligible = guest && !mobile && !onCartPage;
  const clientId = useGoogleClientId(givenClientId, eligible);
  const ready = eligible && typeof clientId === 'string';

  useEffect(() => {
    if (!ready || typeof clientId !== 'string') return;
    let live = true;
    let hide: (() => void) | undefined;
    import('./show-one-tap').then(
      ({ showOneTap }) => {
        if (!live) return;
        hide = showOneTap({
          document,
          clientId,
          scriptSrc,
          // A failure is reported through the SDK's onError; the prompt itself is Google's.
          onSignIn: (input) => void services.auth.loginSocial({ ...input, lang: state.lang.peek() }),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      hide?.();
    };
  }, [ready, clientId, scriptSrc, services, state]);

  return null;
}
