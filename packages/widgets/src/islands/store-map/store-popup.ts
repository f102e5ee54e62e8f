import { formatPhone } from '@vitrina/core';
import { phoneHref, routeHref } from './store-links';
import type { MapStore } from './store-map-props';

export interface PopupTexts {
  readonly kind: string;
  readonly schedule: string;
  readonly phone: string;
  readonly route: string;
}

/** A marker's popup, built from DOM nodes: a store's texts never pass through HTML. */
export function storePopup(document: Document, store: MapStore, texts: PopupTexts): HTMLElement {
  const element = (tag: string, className?: string, text?: string): HTMLElement => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const popup = element('div', 'store-map-popup');
  popup.append(element('strong', 'store-map-popup-title', store.title), element('p', undefined, `${texts.kind} · ${store.address}`));
  if (store.hours) popup.append(element('p', undefined, `${texts.schedule}: ${store.hours}`));
  if (store.phone) {
    const line = element('p', undefined, `${texts.phone}: `);
    const link = element('a', undefined, formatPhone(store.phone)) as HTMLAnchorElement;
    link.href = phoneHref(store.phone);
    line.append(link);
    popup.append(line);
  }
  const route = element('a', undefined, texts.route) as HTMLAnchorElement;
  route.href = routeHref(store);
  route.target = '_blank';
  route.rel = 'noopener noreferrer';
  const routeLine = element('p');
  routeLine.append(route);
  popup.append(routeLine);
  return popup;
}
