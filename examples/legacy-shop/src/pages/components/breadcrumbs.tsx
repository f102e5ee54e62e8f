import type { Translate } from '../i18n/translator';

export interface Crumb {
  readonly title: string;
  readonly href?: string;
}

/** Home › … › the current page (not a link). */
export function Breadcrumbs({ items, t }: { items: readonly Crumb[]; t: Translate }) {
  return (
    <nav className="breadcrumbs" aria-label={t('pages.site.breadcrumbs')}>
      <ol>
        <li>
          <a href="/">{t('pages.site.home')}</a>
        </li>
        {items.map((item) => (
          <li key={item.title}>{item.href ? <a href={item.href}>{item.title}</a> : <span aria-current="page">{item.title}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
