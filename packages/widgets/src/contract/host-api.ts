import type { AuthService, CartService, ComparesService, FavoritesService, ModalId, ProductId, UiService } from '@vitrina/core';

/**
 * The host page's handle on the script-tag builds (packages/widgets/docs/widget-contract.md, "The
 * host page's handle"): the global `window.Vitrina` and the DOM events on `document`. Types only
 * and names: the declarations for the global ship as `@vitrina/widgets/global`.
 */

/** The global the script-tag builds define: `window.Vitrina`. */
export const HOST_GLOBAL = 'Vitrina';

/** The `CustomEvent`s the script-tag builds dispatch on `document`, by what they tell. */
export const HOST_EVENTS = {
  /** The SDK runs and the islands present at start are mounted (`Vitrina.ready` resolves). */
  ready: 'vitrina:ready',
  /** The cart changed: in this tab, in another tab, or by a login or logout. */
  cartChanged: 'vitrina:cart-changed',
  favoritesChanged: 'vitrina:favorites-changed',
  comparesChanged: 'vitrina:compares-changed',
  /** A shopper logged in or signed up, here or in another tab. */
  login: 'vitrina:login',
  /** The shopper logged out, here or in another tab. */
  logout: 'vitrina:logout',
  /** The shopper switched to another of their stored accounts. */
  accountSwitched: 'vitrina:account-switched',
  modalOpened: 'vitrina:modal-opened',
  modalClosed: 'vitrina:modal-closed',
  /** An analytics event as it is sent (to `window.dataLayer` by default). */
  analytics: 'vitrina:analytics',
} as const;

export type HostEventName = (typeof HOST_EVENTS)[keyof typeof HOST_EVENTS];

export interface HostReadyDetail {
  /** The version of @vitrina/widgets the script was built from. */
  readonly version: string;
}

/** One line of the cart: a product's units before and after the change (0: not in the cart). */
export interface HostCartLine {
  readonly productId: ProductId;
  readonly quantity: number;
  readonly previousQuantity: number;
}

export interface HostCartDetail {
  /** Null when there is no cart (a guest who never bought, or after a logout). */
  readonly cartId: string | null;
  /** The products in the cart, in the cart's order. */
  readonly ids: readonly ProductId[];
  /** Units in the cart as the server counts them (quantities included): what a cart counter shows. */
  readonly count: number;
  /** The line that changed; null when several did (a login's merged cart, another tab's changes read at once). */
  readonly line: HostCartLine | null;
}

export interface HostListDetail {
  /** The products in the list, in the order they were added. */
  readonly ids: readonly ProductId[];
  readonly count: number;
}

/** The signed-in shopper as the page sees them. */
export interface HostUser {
  readonly uuid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface HostLoginDetail {
  readonly user: HostUser;
}

export interface HostLogoutDetail {
  /** Who was logged in. */
  readonly user: HostUser | null;
}

export interface HostAccountSwitchedDetail {
  readonly user: HostUser;
  readonly previous: HostUser | null;
}

export interface HostModalDetail {
  readonly id: ModalId;
  /** The product the modal is about (credit, pre-order, one-click order), else null. */
  readonly productId: ProductId | null;
}

/** A GA4-style event as the SDK sends it. */
export interface HostAnalyticsDetail {
  readonly name: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Each event's `detail`: a frozen plain copy, never the SDK's live state. */
export interface HostEventDetails {
  'vitrina:ready': HostReadyDetail;
  'vitrina:cart-changed': HostCartDetail;
  'vitrina:favorites-changed': HostListDetail;
  'vitrina:compares-changed': HostListDetail;
  'vitrina:login': HostLoginDetail;
  'vitrina:logout': HostLogoutDetail;
  'vitrina:account-switched': HostAccountSwitchedDetail;
  'vitrina:modal-opened': HostModalDetail;
  'vitrina:modal-closed': HostModalDetail;
  'vitrina:analytics': HostAnalyticsDetail;
}

/** The events as `document.addEventListener` types them (`DocumentEventMap`, augmented by `@vitrina/widgets/global`). */
export type HostEventMap = { readonly [Name in HostEventName]: CustomEvent<HostEventDetails[Name]> };

/** What a page that renders islands itself may hand to `mount` and `unmount`. */
export type HostRoot = Element | DocumentFragment;

/**
 * `window.Vitrina`, defined as soon as the script is evaluated. The services are the running SDK's
 * own (@vitrina/core's `Services`): the same methods npm consumers call. Until the SDK has started,
 * each service is a stand-in whose every method returns a promise of the real method's result, called
 * once the SDK runs, so no call is lost; read a service's signals (`cart.current`, `auth.user`) after
 * `ready`.
 */
export interface VitrinaHandle {
  /** The version of @vitrina/widgets the script was built from. */
  readonly version: string;
  /**
   * Resolves once the SDK runs and the islands present at start are mounted (and `vitrina:ready` has
   * been dispatched). Rejects, with the error, when the widgets could not start: the page then works
   * without them, and every method called on a stand-in rejects with the same error.
   */
  readonly ready: Promise<void>;
  readonly cart: CartService;
  readonly favorites: FavoritesService;
  readonly compares: ComparesService;
  readonly auth: AuthService;
  readonly ui: UiService;
  /**
   * Mounts the islands inside `root` and watches it for more: for markup the document's observer
   * does not see (a shadow root, an element not yet in the document). Resolves once they are mounted.
   */
  mount(root: HostRoot): Promise<void>;
  /** Unmounts what `mount(root)` mounted and stops watching it. */
  unmount(root: HostRoot): Promise<void>;
}
