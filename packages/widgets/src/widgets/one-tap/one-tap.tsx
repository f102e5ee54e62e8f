import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useVitrina } from '../../vitrina-context';
import { socialLoginFromCredential } from '../sign-in/google/google-credential';
import type { GoogleAccountsId } from '../sign-in/google/google-identity-types';
import { GOOGLE_IDENTITY_SRC, loadGoogleIdentity } from '../sign-in/google/load-google-identity';
import { useGoogleClientId } from '../sign-in/google/use-google-client-id';
import { isCartPage } from './is-cart-page';
import { isMobileBrowser } from './is-mobile-browser';
import type { OneTapProps } from './one-tap-props';

/**
 * Google's one-tap sign-in prompt (spec §2): for a guest on a non-mobile browser outside the cart
 * page, once the login check on load has found no session. Never auto-selected, and a tap
 * outside does not dismiss it. Until then the provider's script is not even loaded. Renders nothing
 * of its own: Google draws the prompt.
 */
export function OneTap({ page, clientId: givenClientId, scriptSrc = GOOGLE_IDENTITY_SRC }: OneTapProps) {
  useSignals();
  const { services, state, config } = useVitrina();
  // 'guest' only once the login check has run and failed; 'unknown' before it.
  const guest = services.auth.status.value === 'guest';
  const mobile = state.isMobile.value || isMobileBrowser(window.navigator);
  // The island's data-page, else the page's own (<body data-page>, widget-contract.md), else the address.
  const pageKind = page ?? document.body.dataset.page;
  const onCartPage = pageKind === 'cart' || isCartPage(config.pages.cart, window.location);
  const eligible = guest && !mobile && !onCartPage;
  const clientId = useGoogleClientId(givenClientId, eligible);
  const ready = eligible && typeof clientId === 'string';

  useEffect(() => {
    if (!ready || typeof clientId !== 'string') return;
    let live = true;
    let google: GoogleAccountsId | undefined;
    loadGoogleIdentity(document, scriptSrc).then(
      (api) => {
        if (!live) return;
        google = api;
        api.initialize({
          client_id: clientId,
          callback: (response) => {
            const input = socialLoginFromCredential(response.credential);
            // A failure is reported through the SDK's onError; the prompt itself is Google's.
            if (input) void services.auth.loginSocial({ ...input, lang: state.lang.peek() });
          },
          auto_select: false,
          cancel_on_tap_outside: false,
          context: 'signin',
        });
        api.prompt();
      },
      () => undefined,
    );
    return () => {
      live = false;
      google?.cancel();
    };
  }, [ready, clientId, scriptSrc, services, state]);

  return null;
}
