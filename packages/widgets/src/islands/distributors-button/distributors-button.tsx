import type { ProductId } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { useDistributorsRight } from './use-distributors-right';

export interface DistributorsButtonProps {
  readonly productId: ProductId;
  /** Names the distributors modal; kept on the button as `data-product-title` for the modal host. */
  readonly productTitle: string;
}

/** The distributors button of the ProductCard component: rendered only while the user may see distributors. */
export function DistributorsButton({ productId, productTitle }: DistributorsButtonProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  if (!useDistributorsRight()) return null;
  return (
    <button
      className="vitrina-link-button vitrina-distributors"
      type="button"
      aria-haspopup="dialog"
      data-product-id={productId}
      data-product-title={productTitle}
      onClick={() => services.ui.openModal('distributors', productId)}
    >
      {t('product.distributors')}
    </button>
  );
}
