import type { ProductCard } from '@vitrina/core';
import { AdvantagesList } from '../components/advantages-list';
import { BannerSlider } from '../components/banner-slider';
import { CategoryCards } from '../components/category-cards';
import { ProductGrid } from '../components/product-grid';
import { SeoText } from '../components/seo-text';
import type { PageContext } from '../context/page-context';
import type { MainContent } from '../data/main-content';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

/** Banners, category cards, top sales (only when there are any), advantages, SEO text. */
export function MainPage({ ctx, content, top }: { ctx: PageContext; content: MainContent; top: readonly ProductCard[] }) {
  const { t } = ctx;
  return (
    <Document ctx={ctx} page="main" title={t('pages.main.title')}>
      <h1 className="visually-hidden">{t('pages.main.title')}</h1>
      <BannerSlider banners={content.banners} t={t} />
      <CategoryCards cards={content.categories} t={t} />
      {top.length > 0 && (
        <section className="section top-sales" aria-labelledby="top-sales-title">
          <h2 id="top-sales-title" className="section-title">
            {t('main.top_sales')}
          </h2>
          <div className="slider-controls" {...widgetAttrs('top-sales-slider', { count: top.length })} />
          <ProductGrid cards={top} ctx={ctx} variant="row" analytics={{ name: 'top-sales' }} />
        </section>
      )}
      {content.advantages.length > 0 && (
        <section className="section" aria-labelledby="advantages-title">
          <h2 id="advantages-title" className="section-title">
            {content.advantagesTitle ?? t('main.advantages.title')}
          </h2>
          <AdvantagesList items={content.advantages} />
          <p>
            <a className="more-link" href="/advantages">
              {t('main.advantages.more')}
            </a>
          </p>
        </section>
      )}
      <SeoText seo={content.seo} t={t} />
    </Document>
  );
}
