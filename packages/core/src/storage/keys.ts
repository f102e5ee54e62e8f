/**
 * Every browser-storage key the SDK uses. The localStorage names are the shop's existing ones,
 * kept so pages that still read them keep working. A key's value format is versioned
 * by its schema: a value written in another format fails validation and is dropped. A key only
 * code fetched on demand reads is declared beside that code, so every page does not carry it: the
 * search modal's recent queries (`RECENT_SEARCHES_KEY`, services/search/recent-searches.ts).
 */
export const storageKeys = {
  /** Stored accounts for the account switcher: [{ token, email, user_name }]. */
  accountsList: 'accountsList',
  /** A guest's favourites, in the compareList format: { products: [{ id, category_id }] }. */
  favoritesList: 'favoritesList',
  /** Compare list with each product's category: { products: [{ id, category_id }] }. */
  compareList: 'compareList',
  /** Product id the shopper wanted to pre-order before being asked to log in. */
  savedPreOrderProductId: 'savedPreOrderProductId',
  /** Guest favourites/compares kept across the login reload, pushed to the server, then deleted. */
  guestListsBeforeLogin: 'guestListsBeforeLogin',
  /** Touched to wake other tabs where BroadcastChannel is missing (cross-tab sync's fallback). */
  syncPulse: 'syncPulse',
  /** Cached translation dictionary of one language (cache key version v2). */
  translations: (lang: string) => `translations_v2_${lang}`,
  /** Cart snapshot for the purchase analytics event: { guid, items }, a new random guid per snapshot. */
  cartSnapshot: 'GUID',
} as const;

/**
 * Default cookie names, each of which the config's `cookieNames` may change: the user, the bearer
 * token, and a guest's cart id, which the shop's pages read too.
 */
export const defaultCookieNames = {
  user: 'user',
  token: 'token',
  cart: 'cart_id',
} as const;

/** The user cookie expires in January 2038. */
export const USER_COOKIE_EXPIRES = new Date(Date.UTC(2038, 0, 19, 3, 14, 7));
