import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { socialLoginFromCredential } from './google/google-credential';
import type { GoogleCredentialResponse } from './google/google-identity-types';
import { GOOGLE_IDENTITY_SRC, loadGoogleIdentity } from './google/load-google-identity';
import { useGoogleClientId } from './google/use-google-client-id';

export interface SocialLoginProps {
  /** After the session has started. */
  readonly onLoggedIn: () => void;
  /** Google's client id; by default the shop's social settings say. */
  readonly clientId?: string | undefined;
  /** Where the provider's script comes from. */
  readonly scriptSrc?: string | undefined;
}

const NETWORK = 'Google';

/**
 * "Sign in with Google". The provider's script loads on the first click, never before. When
 * Google declines to show its prompt (the shopper dismissed it lately), Google's own button
 * appears below instead. Nothing shows while the shop has no client id for Google.
 */
export function SocialLogin({ onLoggedIn, clientId: givenClientId, scriptSrc = GOOGLE_IDENTITY_SRC }: SocialLoginProps) {
  const { services } = useVitrina();
  const { t, lang } = useMessages();
  const clientId = useGoogleClientId(givenClientId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const googleButton = useRef<HTMLDivElement>(null);
  const working = useRef(false);

  if (typeof clientId !== 'string') return null;

  async function onCredential(response: GoogleCredentialResponse) {
    const input = socialLoginFromCredential(response.credential);
    if (!input || working.current) {
      if (!input) setFailed(true);
      return;
    }
    working.current = true;
    setBusy(true);
    const user = await services.auth.loginSocial({ ...input, lang }, { fallback: () => setFailed(true) });
    working.current = false;
    setBusy(false);
    if (user) onLoggedIn();
  }

  async function start(id: string) {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const google = await loadGoogleIdentity(document, scriptSrc);
      google.initialize({
        client_id: id,
        callback: (response) => void onCredential(response),
        auto_select: false,
        cancel_on_tap_outside: false,
        context: 'signin',
      });
      google.prompt((notification) => {
        const container = googleButton.current;
        if (container && (notification.isNotDisplayed?.() || notification.isSkippedMoment?.())) {
          google.renderButton(container, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: lang });
        }
      });
    } catch {
      setFailed(true);
    } finally {
      working.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="vitrina-social-login">
      <p className="vitrina-social-login__title">{t('forms.login.social_title')}</p>
      <button
        className="vitrina-button vitrina-button--google"
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => void start(clientId)}
      >
        {t('forms.login.social', { network: NETWORK })}
      </button>
      <div ref={googleButton} className="vitrina-social-login__provider" />
      {failed && (
        <p className="vitrina-dialog__error" role="alert">
          {t('forms.login.social_failed', { network: NETWORK })}
        </p>
      )}
    </div>
  );
}
