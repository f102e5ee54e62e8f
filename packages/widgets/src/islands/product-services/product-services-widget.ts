import { defineWidget } from '../../runtime/define-widget';

/** A service product of the product page: a checkbox adding or removing the service in the cart. */
export const productServicesWidget = defineWidget({
  name: 'product-services',
  load: () => import('./product-services-chunk'),
  texts: 'first-paint',
});
