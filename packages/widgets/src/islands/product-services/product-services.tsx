import { useSignals } from '@preact/signals-react/runtime';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { ProductServicesProps } from './product-services-props';
import { ServiceCheckbox } from './service-checkbox';
import { serviceInCart } from './service-in-cart';
import { useServiceToggle } from './use-service-toggle';

/**
 * One service product of the product page (docs/cart.md#services): a checkbox that adds it to the
 * cart or removes it, checked while the cart holds the service on this product's line. Each service is an
 * island of its own, inside the page's list. Class names: product-services.css.
 */
export function ProductServices({ productId, toCart, serviceId, serviceTitle, price }: ProductServicesProps) {
  const { lang } = useMessages();
  useSignals();
  const { state, services } = useVitrina();
  const inCart = serviceInCart(services.cart.current.value, productId, serviceId);
  const productInCart = state.cart.has(productId).value;
  const { pending, toggle } = useServiceToggle(productId, serviceId);
  return (
    <ServiceCheckbox
      title={serviceTitle}
      price={price}
      checked={pending ?? inCart}
      busy={pending !== null}
      // A product that cannot be bought takes no service, unless it is in the cart already.
      disabled={!toCart && !productInCart}
      lang={lang}
      onChange={(on) => void toggle(on)}
    />
  );
}
