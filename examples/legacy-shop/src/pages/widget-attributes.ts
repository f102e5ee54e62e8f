/**
 * The shop's side of the widget contract (`@vitrina/widgets/contract`, documented in
 * packages/widgets/docs/widget-contract.md): templates build island attributes only through
 * `widgetAttrs`, typed per widget by the widgets' own props schemas. What is the shop's own (its
 * script and stylesheet URLs, its cookies) stays here.
 */
import { defaultCookieNames } from '@vitrina/core';
import { PAGE_CONFIG_SCRIPT_ID } from '@vitrina/widgets/contract';
import type { WidgetsBuild } from '../settings';

export { widgetAttrs, type ListName, type PageKind } from '@vitrina/widgets/contract';

/** The id of the `<script type="application/json">` holding the page config. */
export const CONFIG_SCRIPT_ID = PAGE_CONFIG_SCRIPT_ID;

/** The widgets bundle's file in the widgets folder (settings.widgetsDir), for each build (settings.widgetsBuild). */
export const WIDGETS_SCRIPT_FILES: Readonly<Record<WidgetsBuild, string>> = Object.freeze({ react: 'vitrina.js', lite: 'vitrina-lite.js' });

/** Where the widgets folder is served. */
export const WIDGETS_URL_PREFIX = '/assets/widgets/';

/** Where the bundle of `build` is served. */
export function widgetsScriptUrl(build: WidgetsBuild): string {
  return `${WIDGETS_URL_PREFIX}${WIDGETS_SCRIPT_FILES[build]}`;
}

/** The widgets' stylesheet, linked in every page's head while the bundle is there. */
export const WIDGETS_STYLESHEET_URL = '/assets/widgets/vitrina.css';
export const WIDGETS_STYLESHEET_FILE = 'vitrina.css';

/** Cookies the pages read. `token`, `user` and `cart_id` (a guest's cart) are the SDK's defaults. */
export const COOKIE_NAMES = Object.freeze({ ...defaultCookieNames, lang: 'lang' });
