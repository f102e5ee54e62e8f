import { selectItemBehaviour } from '../card-analytics/select-item-tracking';
import { triggersBehaviour } from '../host/triggers/trigger-behaviour';
import type { AnyWidgetDefinition } from '../runtime/define-widget';
import type { PageBehaviour } from '../runtime/page-behaviour';
import { addressBookWidget } from './address-book/address-book-widget';
import { bonusHistoryWidget } from './bonus-history/bonus-history-widget';
import { bottomBarWidget } from './bottom-bar/bottom-bar-widget';
import { purchaseListWidget } from './purchase-list/purchase-list-widget';
import { cartWidget } from './cart/cart-widget';
import { cartLinkWidget } from './cart-link/cart-link-widget';
import { checkoutWidget } from './checkout/checkout-widget';
import { compareTableWidget } from './compare-table/compare-table-widget';
import { creditBadgeWidget } from './credit-badge/credit-badge-widget';
import { distributorsWidget } from './distributors-button/distributors-widget';
import { favoritesListWidget } from './favorites-list/favorites-list-widget';
import { layoutFlagsWidget } from './layout-flags/layout-flags-widget';
import { modalHostWidget } from './modal-host/modal-host-widget';
import { notifierWidget } from './notifier/notifier-widget';
import { oneTapWidget } from './one-tap/one-tap-widget';
import { orderPaymentWidget } from './order-payment/order-payment-widget';
import { orderTypeWidget } from './order-type/order-type-widget';
import { productActionsWidget } from './product-actions/product-actions-widget';
import { productListWidget } from './product-list/product-list-widget';
import { profileInformationWidget } from './profile-information/profile-information-widget';
import { profileSettingsWidget } from './profile-settings/profile-settings-widget';
import { productServicesWidget } from './product-services/product-services-widget';
import { searchOpenerWidget } from './search-opener/search-opener-widget';
import { signInWidgets } from './sign-in/sign-in-widgets';
import { bannerSliderWidget, topSalesSliderWidget } from './sliders/slider-widgets';
import { userMenuWidget } from './user-menu/user-menu-widget';
import { smbRequestWidget } from './smb-request/smb-request-widget';
import { storeMapWidget } from './store-map/store-map-widget';

/**
 * Every island the script-tag build registers. The ones on every page (or every product list) give
 * their component eagerly, in the entry; the rarer ones load theirs as a chunk when an island needs it.
 */
export const allWidgets: readonly AnyWidgetDefinition[] = [
  productActionsWidget,
  cartLinkWidget,
  bottomBarWidget,
  userMenuWidget,
  notifierWidget,
  layoutFlagsWidget,
  creditBadgeWidget,
  distributorsWidget,
  productServicesWidget,
  oneTapWidget,
  favoritesListWidget,
  modalHostWidget,
  searchOpenerWidget,
  cartWidget,
  ...signInWidgets,
  checkoutWidget,
  orderPaymentWidget,
  orderTypeWidget,
  bannerSliderWidget,
  topSalesSliderWidget,
  productListWidget,
  compareTableWidget,
  smbRequestWidget,
  storeMapWidget,
  addressBookWidget,
  bonusHistoryWidget,
  purchaseListWidget,
  profileInformationWidget,
  profileSettingsWidget,
];

/** What the script-tag build runs on the page besides the islands: select_item on the cards' links, the declarative triggers. */
export const allPageBehaviours: readonly PageBehaviour[] = [
  selectItemBehaviour,
  triggersBehaviour,
];
