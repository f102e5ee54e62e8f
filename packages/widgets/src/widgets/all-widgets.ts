import type { AnyWidgetDefinition } from '../runtime/define-widget';
import { bottomBarWidget } from './bottom-bar/bottom-bar-widget';
import { cartLinkWidget } from './cart-link/cart-link-widget';
import { productActionsWidget } from './product-actions/product-actions-widget';
import { userMenuWidget } from './user-menu/user-menu-widget';

/** Every island the script-tag build registers; each one's component loads lazily. */
export const allWidgets: readonly AnyWidgetDefinition[] = [productActionsWidget, cartLinkWidget, bottomBarWidget, userMenuWidget];
