import { effect } from '@preact/signals-core';
import { apiPanel } from './api-panel';
import { checkoutPanel } from './checkout-panel';
import type { Demo } from './demo';
import { el } from './dom';
import { eventLogView } from './event-log-view';
import { productList } from './product-list';
import { registrationForm } from './registration-form';
import { siteHeader } from './site-header';

export function mountPage(root: HTMLElement, demo: Demo): void {
  const { t } = demo;
  effect(() => {
    document.documentElement.lang = demo.lang.value;
    document.title = t('demo.title');
  });
  root.replaceChildren(
    siteHeader(demo),
    el('main', { className: 'page' }, [
      productList(demo),
      el('div', { className: 'page__columns' }, [
        registrationForm(demo),
        el('div', { className: 'page__stack' }, [apiPanel(demo), eventLogView(demo)]),
      ]),
      checkoutPanel(demo),
    ]),
    el('footer', { className: 'site-footer' }, [el('p', { text: () => t('demo.footer') })]),
  );
}
