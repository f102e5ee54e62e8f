import type { SeoText as Seo } from '../data/main-content';
import type { Translate } from '../i18n/translator';
import { TextParagraphs } from './text-paragraphs';

/** The collapsible SEO text: heading, visible part, hidden part behind show more / show less. */
export function SeoText({ seo, t }: { seo: Seo; t: Translate }) {
  if (!seo.heading && !seo.visible && !seo.more) return null;
  return (
    <section className="section seo-text" aria-labelledby={seo.heading ? 'seo-title' : undefined}>
      {seo.heading && (
        <h2 id="seo-title" className="section-title">
          {seo.heading}
        </h2>
      )}
      <TextParagraphs text={seo.visible} />
      {seo.more && (
        <details className="seo-more">
          <summary>
            <span className="when-closed">{t('main.show_more')}</span>
            <span className="when-open">{t('main.show_less')}</span>
          </summary>
          <TextParagraphs text={seo.more} />
        </details>
      )}
    </section>
  );
}
