import type { ProductId } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';

/** Remind-me: the reminder modal about this product. */
export function RemindButton({ productId }: { productId: ProductId }) {
  const { services, i18n } = useVitrina();
  return (
    <button className="vitrina-button vitrina-button--secondary" type="button" onClick={() => services.ui.openModal('remind', productId)}>
      {i18n.t('product.remind_me')}
    </button>
  );
}
