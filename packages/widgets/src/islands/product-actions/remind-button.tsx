import type { ProductId } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';
import { useMessages } from '../../i18n/use-messages';

/** Remind-me: the reminder modal about this product. */
export function RemindButton({ productId }: { productId: ProductId }) {
  const { services } = useVitrina();
  const { t } = useMessages();
  return (
    <button className="vitrina-button vitrina-button--secondary" type="button" onClick={() => services.ui.openModal('remind', productId)}>
      {t('product.remind_me')}
    </button>
  );
}
