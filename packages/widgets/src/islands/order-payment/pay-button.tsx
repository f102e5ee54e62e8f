import { HttpError } from '@vitrina/core';
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { navigation } from '../../runtime/navigation';
import { useVitrina } from '../../vitrina-context';
import { paymentUrl } from './payment-url';
import { useSupportPhone } from './use-support-phone';

export interface PayButtonProps {
  readonly orderId: number;
  readonly linkKey: string;
  /** The order no longer needs payment (paid in another tab, say): read it again. */
  readonly onOrderChanged: () => void;
}

/**
 * Pays the order by card: asks the shop for a payment link (create_payment_link, as the holder of
 * the order's link) and goes where it points, the payment provider's page. One request however
 * often it is pressed; while it is on its way the button says so and stays focusable. A refusal
 * shows the payment error with the support phone, and the button tries again.
 */
export function PayButton({ orderId, linkKey, onOrderChanged }: PayButtonProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const supportPhone = useSupportPhone();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const target = paymentUrl(await services.shop.createPaymentLink(orderId, 'liqpay', { linkKey }), window.location.href);
      if (target === null) throw new Error('The payment link is not a web address');
      // The page is leaving: the button stays busy until it has.
      navigation.assign(target);
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      if (error instanceof HttpError && error.status === 409) onOrderChanged();
      else setFailed(true);
    }
  };

  return (
    <div className="vitrina-order-payment__pay">
      <button
        className="vitrina-button vitrina-button--primary"
        type="button"
        onClick={() => void pay()}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? t('payment_page.paying') : t('payment_page.pay')}
      </button>
      {failed && (
        <p className="vitrina-order-payment__error" role="alert">
          {t('errors.confirm_default', { supportPhone })}
        </p>
      )}
    </div>
  );
}
