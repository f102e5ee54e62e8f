import { formatPrice, type CartProduct, type ProductId } from '@vitrina/core';
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { useCartNotices } from './cart-notices';
import { unitPrice, type LineService } from './cart-view';

/** The bundle services offered with a line, as checkboxes: checked while the line holds the service. */
export function LineServices({ line }: { readonly line: CartProduct }) {
  const { t } = useMessages();
  const offered = line.service_products ?? [];
  if (offered.length === 0) return null;
  return (
    <fieldset className="vitrina-cart-line__services">
      <legend>{t('cart.services')}</legend>
      {offered.map((service) => (
        <ServiceToggle key={service.id} productId={line.id} service={service} />
      ))}
    </fieldset>
  );
}

/**
 * One service: while its change is on its way it shows the state asked for and cannot be changed
 * (aria-disabled, so the keyboard user's focus stays on it); a refused change falls back to what
 * the cart holds, with a notice.
 */
function ServiceToggle({ productId, service }: { readonly productId: ProductId; readonly service: LineService }) {
  const { t, lang } = useMessages();
  const { services } = useVitrina();
  const notices = useCartNotices();
  const [pending, setPending] = useState<boolean | null>(null);
  const sending = useRef(false);
  const title = service.title ?? t('cart_page.untitled', { id: service.id });
  const price = unitPrice(service);

  const toggle = (on: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setPending(on);
    services.cart
      .setService(productId, service.id, on)
      .catch((error: unknown) => notices.refused(title, error))
      .finally(() => {
        sending.current = false;
        setPending(null);
      });
  };

  return (
    <label className="vitrina-service">
      <input
        className="vitrina-service__checkbox"
        type="checkbox"
        checked={pending ?? service.choosed_quantity > 0}
        aria-disabled={pending !== null || undefined}
        aria-busy={pending !== null}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <span className="vitrina-service__title">{title}</span>
      {price !== undefined && <span className="vitrina-service__price">{formatPrice(price, lang)}</span>}
    </label>
  );
}
