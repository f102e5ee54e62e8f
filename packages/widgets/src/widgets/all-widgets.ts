import type { AnyWidgetDefinition } from '../runtime/define-widget';
import { productActionsWidget } from './product-actions/product-actions-widget';

/** Every island the script-tag build registers; each one's component loads lazily. */
export const allWidgets: readonly AnyWidgetDefinition[] = [productActionsWidget];
