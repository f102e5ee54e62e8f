import { useSignals } from '@preact/signals-react/runtime';
import type { ProductId } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';
import { useMessages } from '../../i18n/use-messages';

/** Pre-order; once the product is in `state.preorders` it says so (the service then shows the already-processed alert). */
export function PreorderButton({ productId }: { productId: ProductId }) {
  useSignals();
  const { state, services } = useVitrina();
  const { t } = useMessages();
  const processed = state.preorders.has(productId).value;
  return (
    <button className="vitrina-button vitrina-button--primary" type="button" onClick={() => services.preorders.open(productId)}>
      {t(processed ? 'product.preorder_processed' : 'product.preorder')}
    </button>
  );
}
