/** What the widgets use of Google Identity Services (`window.google.accounts.id`). */
export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the shop's server verifies. */
  readonly credential?: string;
}

export interface GoogleIdConfiguration {
  readonly client_id: string;
  readonly callback: (response: GoogleCredentialResponse) => void;
  readonly auto_select?: boolean;
  readonly cancel_on_tap_outside?: boolean;
  readonly context?: 'signin' | 'signup' | 'use';
  readonly use_fedcm_for_prompt?: boolean;
}

export interface GooglePromptNotification {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
}

export interface GoogleButtonConfiguration {
  readonly type?: 'standard' | 'icon';
  readonly theme?: 'outline' | 'filled_blue' | 'filled_black';
  readonly size?: 'large' | 'medium' | 'small';
  readonly text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  readonly locale?: string;
}

export interface GoogleAccountsId {
  initialize(configuration: GoogleIdConfiguration): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
  cancel(): void;
  renderButton(parent: HTMLElement, options: GoogleButtonConfiguration): void;
}

/** `window.google.accounts.id` once the provider's script has run, else undefined. */
export function googleAccountsId(view: Window): GoogleAccountsId | undefined {
  const google = (view as Window & { google?: { accounts?: { id?: GoogleAccountsId } } }).google;
  return google?.accounts?.id;
}
