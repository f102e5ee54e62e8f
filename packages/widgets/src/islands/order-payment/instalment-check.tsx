import type { InstalmentBank, OrderStatus } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { useInstalmentPolling } from './use-instalment-polling';
import { useSupportPhone } from './use-support-phone';

export interface InstalmentCheckProps {
  readonly bank: InstalmentBank;
  readonly orderId: number;
  readonly linkKey: string;
  readonly onSettled: (status: OrderStatus) => void;
}

/**
 * An instalment order waiting for the bank: what to do in the bank's app, the checks going on by
 * themselves, a button to check at once, and whom to call if nobody calls within 10 minutes.
 */
export function InstalmentCheck({ bank, orderId, linkKey, onSettled }: InstalmentCheckProps) {
  const { t } = useMessages();
  const supportPhone = useSupportPhone();
  const { checking, failed, checkNow } = useInstalmentPolling({ bank, orderId, linkKey, onSettled });
  return (
    <div className="vitrina-order-payment__instalment">
      <p>{t(`payment_page.instalment.${bank}`)}</p>
      {failed ? (
        <p className="vitrina-order-payment__error" role="alert">
          {t('payment_page.instalment.check_failed')}
        </p>
      ) : (
        <p className="vitrina-order-payment__hint">{checking ? t('payment_page.instalment.checking') : t('payment_page.instalment.waiting')}</p>
      )}
      <button
        className="vitrina-button vitrina-button--secondary"
        type="button"
        onClick={checkNow}
        aria-disabled={checking || undefined}
        aria-busy={checking || undefined}
      >
        {t('payment_page.instalment.check_again')}
      </button>
      <p className="vitrina-order-payment__hint">{t('errors.confirm_call_if_not_contacted', { supportPhone })}</p>
    </div>
  );
}
