import { batch, type Signal } from '@preact/signals-core';
import { AuthError } from '../../errors';
import type { User } from '../../schemas/user';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import { fetchUser } from '../auth/token-check';
import type { Handedness, ProfileInput } from './profile-types';

export interface ProfileChanges {
  updateProfile(input: ProfileInput): Promise<User>;
  changeHandedness(handedness: Handedness): Promise<void>;
}

/**
 * The signed-in user's own details and settings, changed in this tab or in another one. `user` is
 * the auth service's signal: a change is shown there, in the user cookie and in the role flags,
 * then announced ('auth:profile-changed'); another tab's change is read with the login check.
 */
export function createProfileChanges(context: ServiceContext, user: Signal<User | null>): ProfileChanges {
  const { api, cookies, events, state, reportError } = context;
  // The profile rules are fetched when the form is sent, not with the page.
  const sending = loadOnDemand('send-profile', () => import('./send-profile').then(({ sendProfile }) => sendProfile), reportError);

  /** Shows `next` as the user, unless the session changed to someone else meanwhile. */
  function show(next: User, previous: User): boolean {
    if (user.peek()?.uuid !== previous.uuid) return false;
    batch(() => {
      user.value = next;
      state.roleSlug.value = next.role?.slug ?? null;
      state.bonusesCount.value = next.bonuses_count;
    });
    cookies.writeUser(next);
    return true;
  }

  function signedIn(): User {
    const current = user.peek();
    if (!current) throw new AuthError('Only a signed-in user has a profile to change');
    return current;
  }

  // Another tab changed the profile: this tab reads the user again (a failure keeps what it shows).
  events.on('remote:changed', ({ topic }) => {
    const current = user.peek();
    const token = cookies.readToken();
    if (topic !== 'profile' || !current || !token) return;
    fetchUser(context, token).then(
      (next) => {
        show(next, current);
      },
      () => undefined,
    );
  });

  return {
    async updateProfile(input) {
      const previous = signedIn();
      const next = await (await sending())(context, input);
      if (show(next, previous)) events.emit('auth:profile-changed', { user: next, previous });
      return next;
    },

    async changeHandedness(handedness) {
      const previous = signedIn();
      await api.call('meSettings', { body: { handedness } });
      const next = { ...previous, handedness };
      if (show(next, previous)) events.emit('auth:profile-changed', { user: next, previous });
    },
  };
}
