import type { Cart } from '../schemas/cart';
import type { User } from '../schemas/user';
import type { NotifierVariant } from '../state/global-state';
import type { ModalId } from '../state/modal-ids';

/** What services tell each other; each service stays the only writer of its own state. */
export interface ServiceEventMap {
  /** A user logged in (or signed up) in this tab. `guestCartId` is the cart the guest had. */
  'auth:login': { readonly user: User; readonly isSignUp: boolean; readonly guestCartId: string | null };
  /**
   * A login check found a logged-in user: on load, or (`remote`) after another tab's login or
   * logout made this tab check again.
   */
  'auth:restored': { readonly user: User; readonly remote?: true };
  /**
   * The user logged out, here or in another tab (`remote`). That tab has cleared the cookies and
   * the storage the tabs share already, maybe long before the message arrived (a tab frozen in the
   * background): a remote logout only resets this tab's memory, so it cannot undo a newer login.
   */
  'auth:logout': { readonly remote?: true };
  /** The cart changed on the server (after any mutation or a fresh read). */
  'cart:changed': { readonly cart: Cart | null };
  /** The favourites or compare list changed in this tab. */
  'lists:changed': { readonly list: 'favorites' | 'compares'; readonly ids: readonly number[] };
  /** Another tab changed something: the owning service re-reads it (from the server or storage). */
  'remote:changed': { readonly topic: 'cart' | 'favorites' | 'compares' | 'auth' | 'profile' };
  /**
   * The shopper has to log in (again): a protected action was refused with 401, or a stored
   * account's token no longer works. `email` pre-fills the form. The ui service opens the login modal.
   */
  'auth:login-required': { readonly email: string | null };
  /** The shopper picked a stored account whose token the server accepted; the auth service makes it the session. */
  'accounts:switched': { readonly token: string; readonly user: User };
  /** A service asks for an alert or toast; the ui service shows it (texts already translated). */
  'ui:notify': { readonly message: string; readonly variant: NotifierVariant; readonly title?: string };
  /** A service asks for a modal; the ui service opens it. */
  'ui:open-modal': { readonly id: ModalId; readonly productId?: number };
  /**
   * The signed-in user changed their own details or settings in this tab: the stored account and
   * the other tabs follow, and the marketing contact when a name, the e-mail or the phone changed
   * (`contactChanged`).
   */
  'auth:profile-changed': { readonly user: User; readonly contactChanged: boolean };
}

export type ServiceEventName = keyof ServiceEventMap;

export interface ServiceEvents {
  on<K extends ServiceEventName>(name: K, listener: (payload: ServiceEventMap[K]) => void): () => void;
  emit<K extends ServiceEventName>(name: K, payload: ServiceEventMap[K]): void;
}

/** A small typed event bus; a listener that throws is reported, never breaks the others. */
export function createServiceEvents(onListenerError: (error: unknown) => void = () => {}): ServiceEvents {
  const listeners = new Map<ServiceEventName, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (payload: ServiceEventMap[typeof name]) => void)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
