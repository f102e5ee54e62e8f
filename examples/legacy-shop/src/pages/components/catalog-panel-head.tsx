import type { Translate } from '../i18n/translator';

/** A catalogue panel's title and the link that closes it where the panel is full-screen (under 1024 px). */
export function CatalogPanelHead({ titleId, title, t }: { titleId: string; title: string; t: Translate }) {
  return (
    <div className="panel-head">
      <h2 id={titleId} className="panel-title">{title}</h2>
      <a className="panel-close" href="#content">{t('pages.catalog.close_panel')}</a>
    </div>
  );
}
