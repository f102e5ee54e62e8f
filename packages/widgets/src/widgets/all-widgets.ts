import type { AnyWidgetDefinition } from '../runtime/define-widget';
import { bottomBarWidget } from './bottom-bar/bottom-bar-widget';
import { cartLinkWidget } from './cart-link/cart-link-widget';
import { productActionsWidget } from './product-actions/product-actions-widget';

/**
 * Every island the script-tag build registers; each one's component loads lazily. The user menu
 * (./user-menu) is not registered yet: its styles have no way onto the shop's pages until the
 * widgets ship a stylesheet, so the shop keeps its server-rendered menu.
 */
export const allWidgets: readonly AnyWidgetDefinition[] = [productActionsWidget, cartLinkWidget, bottomBarWidget];
