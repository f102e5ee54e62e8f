/**
 * The widget contract of the server-rendered pages: every data attribute, widget name, list name
 * and id the widgets bundle reads from the HTML. Templates build attributes only through
 * `widgetAttrs`; the attribute names, the config id and the cookie names come from the core, which
 * the widgets read them from too. docs/widget-contract.md describes each one.
 */
import { defaultCookieNames, GUEST_CART_COOKIE, ISLAND_ATTRIBUTES, PAGE_CONFIG_SCRIPT_ID } from '@vitrina/core';

/** The id of the `<script type="application/json">` holding the page config. */
export const CONFIG_SCRIPT_ID = PAGE_CONFIG_SCRIPT_ID;

/** Where the widgets bundle is served, and its file in the widgets folder (settings.widgetsDir). */
export const WIDGETS_SCRIPT_URL = '/assets/widgets/vitrina.js';
export const WIDGETS_SCRIPT_FILE = 'vitrina.js';

/** The widgets' stylesheet, linked in every page's head while the bundle is there. */
export const WIDGETS_STYLESHEET_URL = '/assets/widgets/vitrina.css';
export const WIDGETS_STYLESHEET_FILE = 'vitrina.css';

/** Cookies the pages read. `token` and `user` are the SDK's defaults; `cart_id` holds a guest's cart. */
export const COOKIE_NAMES = Object.freeze({ ...defaultCookieNames, cart: GUEST_CART_COOKIE, lang: 'lang' });

export const DATA_ATTRIBUTES = ISLAND_ATTRIBUTES;

export type DataKey = Exclude<keyof typeof DATA_ATTRIBUTES, 'widget'>;

export const WIDGET_NAMES = Object.freeze([
  'product-actions',
  'credit-badge',
  'distributors',
  'product-services',
  'user-menu',
  'cart-link',
  'search-opener',
  'bottom-bar',
  'banner-slider',
  'top-sales-slider',
  'product-list',
  'favorites-list',
  'compare-table',
  'cart',
  'checkout',
  'order-type',
  'order-payment',
  'store-map',
  'login-form',
  'registration-form',
  'recovery-form',
  'social-login',
  'profile-settings',
  'address-form',
  'modal-host',
  'one-tap',
  'notifier',
  'layout-flags',
] as const);

export type WidgetName = (typeof WIDGET_NAMES)[number];

/** `data-list` values of the product page's lists, re-synced by the widgets when they load. */
export const LIST_NAMES = Object.freeze(['accessories', 'viewed-by-others', 'viewed', 'similar'] as const);

export type ListName = (typeof LIST_NAMES)[number];

/** `data-counter` values: the counters the widgets keep up to date. */
export const COUNTER_NAMES = Object.freeze(['cart', 'favorites', 'compare', 'bonuses'] as const);

export type CounterName = (typeof COUNTER_NAMES)[number];

/** `data-page` / the config's `page`: which screen this is (the bottom bar hides the link to itself). */
export const PAGE_KINDS = Object.freeze([
  'main',
  'category',
  'product',
  'search',
  'favorites',
  'compare',
  'cart',
  'checkout',
  'order-result',
  'order-pay',
  'profile',
  'map',
  'login',
  'registration',
  'recovery',
  'advantages',
] as const);

export type PageKind = (typeof PAGE_KINDS)[number];

type Value = string | number | boolean | null | undefined;

/** A flag as the attributes carry it: '1' or '0'. */
export const flag = (value: unknown): '0' | '1' => (value === true || value === 1 ? '1' : '0');

/**
 * The data attributes of an island (or of any element, without a widget name): keys of
 * DATA_ATTRIBUTES to values; null and undefined leave the attribute out, booleans become '1'/'0'.
 */
export function widgetAttrs(widget: WidgetName | null, data: Partial<Record<DataKey, Value>> = {}): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (widget) attributes[DATA_ATTRIBUTES.widget] = widget;
  for (const [key, value] of Object.entries(data) as [DataKey, Value][]) {
    if (value === null || value === undefined) continue;
    attributes[DATA_ATTRIBUTES[key]] = typeof value === 'boolean' ? flag(value) : String(value);
  }
  return attributes;
}
