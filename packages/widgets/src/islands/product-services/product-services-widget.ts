import { defineWidget } from '../../runtime/define-widget';
import { productServicesProps } from './product-services-props';

/** A service product of the product page: a checkbox adding or removing the service in the cart. */
export const productServicesWidget = defineWidget({
  name: 'product-services',
  load: () => import('./product-services').then((module) => module.ProductServices),
  props: productServicesProps,
  texts: 'first-paint',
});
