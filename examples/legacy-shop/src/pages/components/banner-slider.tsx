import { BANNER_BREAKPOINTS, type Banner } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { safeUrl } from '../safe-url';
import { widgetAttrs } from '../widget-attributes';

/**
 * The promo banners as a scrollable strip of slides. The banner-slider island, placed before the
 * strip inside the same section, turns the strip into the slider and holds its controls; without
 * script the strip scrolls. Each picture switches source under 768 px (mobile), under 1024 px
 * (tablet) and from 1024 px.
 */
export function BannerSlider({ banners, t }: { banners: readonly Banner[]; t: Translate }) {
  if (banners.length === 0) return null;
  return (
    <section className="banner-slider" aria-roledescription={t('pages.main.carousel')} aria-label={t('pages.main.promotions')}>
      <div className="slider-controls" {...widgetAttrs('banner-slider', { count: banners.length })} />
      <ul className="banner-track">
        {banners.map((banner, index) => (
          <li key={banner.id} className="banner-slide" aria-roledescription={t('pages.main.slide')} aria-label={t('slider.slide', { index: index + 1, total: banners.length })}>
            <a
              href={safeUrl(banner.url)}
              {...(banner.target_blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              title={banner.title || undefined}
            >
              <picture>
                <source media={`(min-width: ${BANNER_BREAKPOINTS.desktop}px)`} srcSet={safeUrl(banner.images.desktop, '')} />
                <source media={`(min-width: ${BANNER_BREAKPOINTS.tablet}px)`} srcSet={safeUrl(banner.images.tablet, '')} />
                <img
                  src={safeUrl(banner.images.mobile, '')}
                  alt={banner.alt || banner.title}
                  width="1280"
                  height="400"
                  loading={index === 0 ? 'eager' : 'lazy'}
                  {...(index === 0 ? { fetchpriority: 'high' } : {})}
                />
              </picture>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
