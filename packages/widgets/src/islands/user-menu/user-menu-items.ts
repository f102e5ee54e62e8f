import type { Vitrina } from '@vitrina/core';

export interface MenuLink {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  /** Items with a counter show it only above 0 and look inactive at 0. */
  readonly count?: number;
}

/** The user menu's links (docs/pages.md#header), in order, as the shop's routes name them. */
export function menuLinks({ state, config }: Vitrina, translate: (key: string) => string): MenuLink[] {
  const t = (key: string) => translate(`header.user_menu.${key}`);
  return [
    { key: 'information', label: t('information'), href: '/profile' },
    { key: 'delivery', label: t('delivery_addresses'), href: '/profile/delivery' },
    { key: 'settings', label: t('settings'), href: '/profile/settings' },
    { key: 'bonuses', label: t('bonuses'), href: '/profile/bonuses', count: state.bonusesCount.value ?? 0 },
    { key: 'favorites', label: t('favorites'), href: config.pages.favorites, count: state.favorites.count.value },
    { key: 'compare', label: t('compare'), href: config.pages.compare, count: state.compares.count.value },
    { key: 'purchases', label: t(purchasesKey(state.isCorporate.value, state.isSuperCorporate.value)), href: '/profile/purchases' },
  ];
}

/**
 * Corporate users see their purchases as requests, super-corporate ones as corporate purchases —
 * as the shop's own profile pages name the section.
 */
function purchasesKey(corporate: boolean, superCorporate: boolean): string {
  if (superCorporate) return 'corporate_purchases';
  return corporate ? 'requests' : 'purchases';
}
