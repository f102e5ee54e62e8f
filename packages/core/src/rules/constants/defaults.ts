/** Catalogue paging, the default city and language, and the map's country (docs/constants.md). */

export { DEFAULT_LANG } from '../../i18n/languages';

export const PAGE_SIZE = 24;
/** The checkout's city until the shopper picks one. */
export const DEFAULT_CITY_ID = 56;
export const DEFAULT_COUNTRY = 'uk';

export const COUNTRY_BOUNDS = Object.freeze({
  topLeft: Object.freeze({ lat: 52.38, lng: 22.14 }),
  bottomRight: Object.freeze({ lat: 44.39, lng: 40.23 }),
});
