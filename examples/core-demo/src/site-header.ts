import type { Demo } from './demo';
import { el } from './dom';
import { languageSwitcher } from './language-switcher';

export function siteHeader(demo: Demo): HTMLElement {
  const { t, favourites } = demo;
  return el('header', { className: 'site-header' }, [
    el('div', { className: 'site-header__inner' }, [
      el('div', { className: 'site-header__text' }, [
        el('h1', { className: 'site-header__title', text: () => t('demo.title') }),
        el('p', { className: 'site-header__intro', text: () => t('demo.intro') }),
      ]),
      el('div', { className: 'site-header__tools' }, [
        languageSwitcher(demo),
        el('p', {
          className: 'favourites-count',
          attrs: { role: 'status' },
          text: () =>
            t('demo.favourites_count', {
              title: t('favorites.title'),
              products: t('products.count', { count: favourites.count.value }),
            }),
        }),
      ]),
    ]),
  ]);
}
