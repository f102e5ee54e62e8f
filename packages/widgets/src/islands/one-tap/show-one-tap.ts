import type { SocialLoginInput } from '@vitrina/core';
import { socialLoginFromCredential } from '../../ui/sign-in/google/google-credential';
import type { GoogleAccountsId } from '../../ui/sign-in/google/google-identity-types';
import { GOOGLE_IDENTITY_SRC, loadGoogleIdentity } from '../../ui/sign-in/google/load-google-identity';

export interface OneTapOptions {
  readonly document: Document;
  readonly clientId: string;
  /** Where the provider's script comes from; Google's own address by default. */
  readonly scriptSrc?: string | undefined;
  /** Called with the social-login payload of the account the shopper picked. */
  readonly onSignIn: (input: SocialLoginInput) => void;
}

/**
 * Loads Google's script and shows its one-tap prompt: never auto-selected, and a tap outside does
 * not dismiss it. Returns what takes the prompt away again (or stops it from coming).
 */
export function showOneTap({ document, clientId, scriptSrc = GOOGLE_IDENTITY_SRC, onSignIn }: OneTapOptions): () => void {
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
          if (input) onSignIn(input);
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
}
