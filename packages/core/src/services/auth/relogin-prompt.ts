import { effect } from '@preact/signals-core';
import { AuthError } from '../../errors';
import type { User } from '../../schemas/user';
import type { ServiceContext } from '../service-context';
import { createLoginPrompt, type LoginPrompt } from './create-login-prompt';

/**
 * Asking the shopper to log in again (docs/accounts.md): everyone asking while the prompt is open
 * shares it, as do services that emit 'auth:login-required'; the login modal is asked for once.
 * The auth service resolves it on the next login and rejects it when the session ends.
 */
export interface ReloginPrompt extends LoginPrompt<User> {
  /** Resolves with the user after the next login; rejects with an AuthError when the prompt is dismissed or the session ends. */
  require(): Promise<User>;
  /** The shopper dismissed the prompt. */
  cancel(): void;
}

export function createReloginPrompt(
  { events, state }: Pick<ServiceContext, 'events' | 'state'>,
  currentEmail: () => string | null,
): ReloginPrompt {
  const prompt = createLoginPrompt<User>();
  const cancel = (): void => prompt.reject(new AuthError('The shopper closed the login prompt'));

  events.on('auth:login-required', ({ email }) => {
    if (prompt.open(email).opened) events.emit('ui:open-modal', { id: 'login' });
  });
  // Closing the login modal without logging in dismisses the prompt: waiting actions fail cleanly.
  let loginModalShown = false;
  effect(() => {
    const { open, id } = state.modal.value;
    const shown = open && id === 'login';
    if (loginModalShown && !shown && prompt.request.peek()) cancel();
    loginModalShown = shown;
  });

  return {
    ...prompt,
    require() {
      // The request goes through the bus like everyone else's (pre-orders, stored accounts), so the
      // prompt opens in one place: the 'auth:login-required' listener above.
      if (!prompt.request.peek()) events.emit('auth:login-required', { email: currentEmail() });
      return prompt.open(null).promise;
    },
    cancel,
  };
}
