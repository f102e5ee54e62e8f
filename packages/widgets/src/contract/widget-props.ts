import type * as z from 'zod/mini';
import { bottomBarProps } from '../islands/bottom-bar/bottom-bar-props';
import { cartProps } from '../islands/cart/cart-props';
import { cartLinkProps } from '../islands/cart-link/cart-link-props';
import { checkoutProps } from '../islands/checkout/checkout-props';
import { compareTableProps } from '../islands/compare-table/compare-table-props';
import { creditBadgeProps } from '../islands/credit-badge/credit-badge-props';
import { distributorsProps } from '../islands/distributors-button/distributors-props';
import { favoritesListProps } from '../islands/favorites-list/favorites-list-props';
import { layoutFlagsProps } from '../islands/layout-flags/layout-flags-props';
import { modalHostProps } from '../islands/modal-host/modal-host-props';
import { notifierProps } from '../islands/notifier/notifier-props';
import { oneTapProps } from '../islands/one-tap/one-tap-props';
import { orderPaymentProps } from '../islands/order-payment/order-payment-props';
import { orderTypeProps } from '../islands/order-type/order-type-props';
import { productActionsProps } from '../islands/product-actions/product-actions-props';
import { productListProps } from '../islands/product-list/product-list-props';
import { profileInformationProps } from '../islands/profile-information/profile-information-props';
import { profileSettingsProps } from '../islands/profile-settings/profile-settings-props';
import { productServicesProps } from '../islands/product-services/product-services-props';
import { searchOpenerProps } from '../islands/search-opener/search-opener-props';
import { nextProps, recoveryProps, socialLoginProps } from '../islands/sign-in/sign-in-island-props';
import { sliderProps } from '../islands/sliders/slider-props';
import { userMenuProps } from '../islands/user-menu/user-menu-props';
import { smbRequestProps } from '../islands/smb-request/smb-request-props';
import { storeMapProps } from '../islands/store-map/store-map-props';
import { addressBookProps } from '../islands/address-book/address-book-props';
import { bonusHistoryProps } from '../islands/bonus-history/bonus-history-props';
import { purchaseListProps } from '../islands/purchase-list/purchase-list-props';
import type { WidgetName } from './names';

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
  checkout: checkoutProps,
  'order-payment': orderPaymentProps,
  cart: cartProps,
  'order-type': orderTypeProps,
  'banner-slider': sliderProps,
  'top-sales-slider': sliderProps,
  'product-list': productListProps,
  'compare-table': compareTableProps,
  'smb-request': smbRequestProps,
  'store-map': storeMapProps,
  'address-book': addressBookProps,
  'bonus-history': bonusHistoryProps,
  'purchase-list': purchaseListProps,
  'profile-information': profileInformationProps,
  'profile-settings': profileSettingsProps,
} satisfies Record<WidgetName, z.ZodMiniObject>);
