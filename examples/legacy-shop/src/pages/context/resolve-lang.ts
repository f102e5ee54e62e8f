import { DEFAULT_LANG, isLang, type Lang } from '@vitrina/core';

export interface LangSources {
  /** The `?lang=` of a language-switch link. */
  readonly query: string | undefined;
  /** The logged-in user's saved language. */
  readonly userLang: string | undefined;
  /** The `lang` cookie a switch link set earlier. */
  readonly cookie: string | undefined;
}

export interface ResolvedLang {
  readonly lang: Lang;
  /** The request asked for a language: the cookie (and the user's setting) should follow. */
  readonly switched: boolean;
}

/** The page language: a switch link, else the user's setting, else the cookie, else Ukrainian. */
export function resolveLang({ query, userLang, cookie }: LangSources): ResolvedLang {
  if (isLang(query)) return { lang: query, switched: true };
  if (isLang(userLang)) return { lang: userLang, switched: false };
  if (isLang(cookie)) return { lang: cookie, switched: false };
  return { lang: DEFAULT_LANG, switched: false };
}
