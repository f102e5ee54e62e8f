import type * as z from 'zod/mini';
import { bottomBarProps } from '../widgets/bottom-bar/bottom-bar-props';
import { cartLinkProps } from '../widgets/cart-link/cart-link-props';
import { creditBadgeProps } from '../widgets/credit-badge/credit-badge-props';
import { distributorsProps } from '../widgets/distributors-button/distributors-props';
import { favoritesListProps } from '../widgets/favorites-list/favorites-list-props';
import { layoutFlagsProps } from '../widgets/layout-flags/layout-flags-props';
import { modalHostProps } from '../widgets/modal-host/modal-host-props';
import { notifierProps } from '../widgets/notifier/notifier-props';
import { oneTapProps } from '../widgets/one-tap/one-tap-props';
import { productActionsProps } from '../widgets/product-actions/product-actions-props';
import { productServicesProps } from '../widgets/product-services/product-services-props';
import { searchOpenerProps } from '../widgets/search-opener/search-opener-props';
import { nextProps, recoveryProps, socialLoginProps } from '../widgets/sign-in/sign-in-island-props';
import { userMenuProps } from '../widgets/user-menu/user-menu-props';
import type { DataAttributeKey } from './island-attributes';
import type { PlannedWidgetName, WidgetName } from './names';

/** The props schema of every island the widgets implement, by its `data-widget` name. */
export const WIDGET_PROPS = Object.freeze({
  'product-actions': productActionsProps,
  'credit-badge': creditBadgeProps,
  distributors: distributorsProps,
  'product-services': productServicesProps,
  'user-menu': userMenuProps,
  'cart-link': cartLinkProps,
  'search-opener': searchOpenerProps,
  'bottom-bar': bottomBarProps,
  'favorites-list': favoritesListProps,
  'login-form': nextProps,
  'registration-form': nextProps,
  'recovery-form': recoveryProps,
  'social-login': socialLoginProps,
  'modal-host': modalHostProps,
  'one-tap': oneTapProps,
  notifier: notifierProps,
  'layout-flags': layoutFlagsProps,
} satisfies Record<WidgetName, z.ZodMiniObject>);

/**
 * The attributes the shop writes on the markers of islands no widget implements yet
 * (PLANNED_WIDGET_NAMES); nothing reads them today.
 */
export const PLANNED_WIDGET_ATTRIBUTES = Object.freeze({
  'product-list': [],
  'banner-slider': ['count'],
  'top-sales-slider': ['count'],
  'compare-table': ['categoryId', 'compareIds'],
  cart: ['cartId'],
  checkout: ['cartId'],
  'order-type': ['productId', 'orderType'],
  'order-payment': ['paymentToken'],
  'store-map': ['bounds'],
  'profile-settings': [],
  'address-form': [],
} as const satisfies Record<PlannedWidgetName, readonly DataAttributeKey[]>);
