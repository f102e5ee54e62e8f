import type { Vitrina } from '@vitrina/core';
import type { HostUser } from '../contract/host-api';
import { emitHostEvent } from './host-event';
import { watchSignals } from './watch-signals';

/**
 * `vitrina:login`, `vitrina:logout` and `vitrina:account-switched`, from the session's status and
 * user, here or in another tab. The page load's session check (status 'unknown' to a guest or a
 * user) is neither a login nor a logout.
 */
export function watchSession(document: Document, { services: { auth } }: Vitrina): void {
  let known: HostUser | null = null;
  const read = () => {
    const user = auth.user.peek();
    const status = auth.status.peek();
    // While a user is read again (their status stays 'user'), the last one known stands.
    if (user) known = { uuid: user.uuid, firstName: user.first_name, lastName: user.last_name, email: user.email };
    else if (status !== 'user') known = null;
    return { status, user: known };
  };
  watchSignals([auth.status, auth.user], read, (now, before) => {
    if (before.status === 'user' && now.status !== 'user') emitHostEvent(document, 'logout', { user: before.user });
    else if (before.status === 'guest' && now.user) emitHostEvent(document, 'login', { user: now.user });
    else if (before.status === 'user' && now.user && now.user.uuid !== before.user?.uuid) {
      emitHostEvent(document, 'account-switched', { user: now.user, previous: before.user });
    }
  });
}
