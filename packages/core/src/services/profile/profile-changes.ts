import { batch, type Signal } from '@preact/signals-core';
import { AuthError } from '../../errors';
import type { User } from '../../schemas/user';
import type { ServiceContext } from '../service-context';
import { fetchUser } from '../auth/token-check';
import type { Handedness, ProfileInput } from './profile-types';
import { sendProfile } from './send-profile';

export interface ProfileChanges {
  updateProfile(input: ProfileInput): Promise<User>;
  changeHandedness(handedness: Handedness): Promise<void>;
  /** Reads the user again after another tab changed the profile (a failure keeps what is shown). */
  reread(): Promise<void>;
}

/** Whether the marketing service's copy of the contact is out of date: a name, the e-mail or the phone changed. */
export function contactChanged(previous: User, next: User): boolean {
  return (
    previous.first_name !== next.first_name ||
    previous.last_name !== next.last_name ||
    previous.email !== next.email ||
    previous.phone !== next.phone
  );
}

/**
 * The signed-in user's own details and settings, changed in this tab or in another one. `user` is
 * the auth service's signal: a change is shown there, in the user cookie and in the role flags,
 * then announced ('auth:profile-changed'); another tab's change is read with the login check.
 * Loaded with the first change (or another tab's), not with the page.
 */
export function createProfileChanges(context: ServiceContext, user: Signal<User | null>): ProfileChanges {
  const { api, cookies, events, state } = context;

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

  function announce(next: User, previous: User): void {
    if (show(next, previous)) events.emit('auth:profile-changed', { user: next, contactChanged: contactChanged(previous, next) });
  }

  return {
    async updateProfile(input) {
      const previous = signedIn();
      const next = await sendProfile(context, input);
      announce(next, previous);
      return next;
    },

    async changeHandedness(handedness) {
      const previous = signedIn();
      await api.call('meSettings', { body: { handedness } });
      announce({ ...previous, handedness }, previous);
    },

    async reread() {
      const current = user.peek();
      const token = cookies.readToken();
      if (!current || !token) return;
      const next = await fetchUser(context, token).catch(() => null);
      if (next) show(next, current);
    },
  };
}
