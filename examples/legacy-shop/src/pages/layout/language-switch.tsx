import { languages } from '@vitrina/core';
import type { PageContext } from '../context/page-context';

/** The current address with another `?lang=`; the rest of the query stays. */
export function langSwitchHref(url: URL, lang: string): string {
  const params = new URLSearchParams(url.search);
  params.set('lang', lang);
  return `${url.pathname}?${params.toString()}`;
}

/** Укр / Рус: plain links, so switching works without JavaScript. */
export function LanguageSwitch({ ctx }: { ctx: PageContext }) {
  return (
    <nav className="lang-switch" aria-label={ctx.t('header.language')}>
      <ul>
        {languages.map(({ code, label }) => (
          <li key={code}>
            <a
              href={langSwitchHref(ctx.url, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === ctx.lang ? 'true' : undefined}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
