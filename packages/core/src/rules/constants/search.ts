/** The search as you type of the search modal (docs/catalogue.md#search-as-you-type). */

/** The search modal asks the shop from this many typed characters on. */
export const SEARCH_MIN_CHARS = 2;
/** The most products the search modal lists while typing; "show all results" leads to the rest. */
export const SEARCH_SUGGESTIONS_MAX = 6;
/** The most recent queries the browser keeps, newest first. */
export const RECENT_SEARCHES_MAX = 8;
/** A query longer than this is cut before it is sent or kept. */
export const SEARCH_QUERY_MAX = 100;
