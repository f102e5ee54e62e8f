import type { ProductId } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';

export interface CreditBadgeButtonProps {
  readonly productId: ProductId;
  /** The longest instalment term, shown next to the badge. */
  readonly months?: number;
}

/** The credit badge as a button: opens the credit-info popup (docs/catalogue.md#credit-badges-and-the-credit-popup) for this product. */
export function CreditBadgeButton({ productId, months }: CreditBadgeButtonProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  return (
    <button
      className="vitrina-credit-badge"
      type="button"
      aria-haspopup="dialog"
      title={t('product.credit.more')}
      onClick={() => services.ui.openModal('credit-info', productId)}
    >
      <span className="vitrina-credit-badge__badge">{t('product.credit.badge')}</span>
      {months !== undefined && ' '}
      {months !== undefined && (
        <span className="vitrina-credit-badge__term">
          {t('product.credit.instalment')} · {t('product.credit.months', { count: months })}
        </span>
      )}
    </button>
  );
}
