import { isCorporateRole, type Lang } from '@vitrina/core';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../db/open-database';
import type { UserRow } from '../../db/rows';
import type { ShopSettings } from '../../settings';
import type { Translate } from '../i18n/translator';
import { COOKIE_NAMES } from '../widget-attributes';
import type { CartRow } from '../../cart/carts';
import { cartSnapshot, shopperCart, type CartSnapshot } from './cart-snapshot';
import { resolveLang } from './resolve-lang';
import { userLists } from './user-lists';
import { viewerByToken } from './viewer';

/** What every page handler gets from mountPages. */
export interface PagesDeps {
  readonly db: Db;
  readonly settings: ShopSettings;
  readonly translators: Readonly<Record<Lang, Translate>>;
  /** Where the widgets bundle (settings.widgetsBuild) is served, or null while the widgets folder lacks it: pages include its script tag only when it is there. */
  readonly widgetsScript: string | null;
}

/** Who is looking and in which language: everything the layout and the cards depend on. */
export interface PageContext {
  readonly db: Db;
  readonly lang: Lang;
  readonly t: Translate;
  readonly viewer: UserRow | undefined;
  readonly corporate: boolean;
  readonly canSeeDistributors: boolean;
  readonly leftHanded: boolean;
  /** The shopper's cart row (see shopperCart), for the cart and checkout pages. */
  readonly cartRow: CartRow | undefined;
  readonly cart: CartSnapshot;
  readonly favorites: readonly number[];
  readonly compares: readonly number[];
  /** The requested URL (path and query), for the language switch and `next` links. */
  readonly url: URL;
  readonly widgetsScript: string | null;
}

const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Reads the request's cookies into a PageContext. A `?lang=` switch sets the `lang` cookie and, for
 * a logged-in user, their saved language too, since the user's setting outranks the cookie.
 */
export function pageContext(c: Context, deps: PagesDeps): PageContext {
  const { db } = deps;
  const viewer = viewerByToken(db, getCookie(c, COOKIE_NAMES.token));
  const { lang, switched } = resolveLang({
    query: c.req.query('lang'),
    userLang: viewer?.lang,
    cookie: getCookie(c, COOKIE_NAMES.lang),
  });
  if (switched) {
    setCookie(c, COOKIE_NAMES.lang, lang, { path: '/', maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'Lax' });
    if (viewer && viewer.lang !== lang) db.prepare('UPDATE users SET lang = ? WHERE id = ?').run(lang, viewer.id);
  }
  const cartRow = shopperCart(db, viewer, getCookie(c, COOKIE_NAMES.cart));
  const lists = viewer ? userLists(db, viewer) : { favorites: [], compares: [] };
  return {
    db,
    lang,
    t: deps.translators[lang],
    viewer: viewer ? { ...viewer, lang } : undefined,
    corporate: isCorporateRole(viewer?.role),
    canSeeDistributors: viewer?.can_see_distributors === 1,
    leftHanded: viewer?.handedness === 'left',
    cartRow,
    cart: cartSnapshot(db, cartRow),
    favorites: lists.favorites,
    compares: lists.compares,
    url: new URL(c.req.url),
    widgetsScript: deps.widgetsScript,
  };
}
