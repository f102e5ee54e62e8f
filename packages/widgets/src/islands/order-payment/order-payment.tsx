import { formatPrice, instalmentBankOf, type PaymentData } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { InstalmentCheck } from './instalment-check';
import type { OrderPaymentProps } from './order-payment-props';
import { PayButton } from './pay-button';
import { usePaymentData } from './use-payment-data';

/**
 * The `order-payment` island on an order's payment page: the order's number, status and amount
 * from its payment link, and while it needs payment the way to pay it: a card payment through the
 * payment provider, or, for monobank and A-Bank instalments, the wait for the bank's approval.
 */
export function OrderPayment({ paymentToken }: OrderPaymentProps) {
  const { t } = useMessages();
  const { state, reload, settle } = usePaymentData(paymentToken);

  if (state.kind === 'loading') {
    return (
      <div className="vitrina-order-payment" aria-busy="true">
        <p className="vitrina-order-payment__hint" role="status">
          {t('payment_page.loading')}
        </p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="vitrina-order-payment">
        <p className="vitrina-order-payment__error" role="alert">
          {t('payment_page.load_failed')}
        </p>
        <button className="vitrina-button vitrina-button--secondary" type="button" onClick={reload}>
          {t('payment_page.retry')}
        </button>
      </div>
    );
  }

  const { data } = state;
  const bank = data.payment_type === 'credit' ? instalmentBankOf(data.credit_type) : null;
  return (
    <div className={`vitrina-order-payment vitrina-order-payment--${data.status}`}>
      <OrderFacts data={data} />
      <p className="vitrina-order-payment__text" role="status">
        {t(`payment_page.${data.status}_text`)}
      </p>
      {data.status === 'needs_payment' &&
        (bank ? (
          <InstalmentCheck bank={bank} orderId={data.order_id} linkKey={paymentToken} onSettled={settle} />
        ) : (
          <PayButton orderId={data.order_id} linkKey={paymentToken} onOrderChanged={reload} />
        ))}
    </div>
  );
}

function OrderFacts({ data }: { readonly data: PaymentData }) {
  const { t, lang } = useMessages();
  return (
    <dl className="vitrina-order-payment__facts">
      <dt>{t('payment_page.order')}</dt>
      <dd>№{data.order_id}</dd>
      <dt>{t('payment_page.status')}</dt>
      <dd>
        <span className={`vitrina-order-payment__status vitrina-order-payment__status--${data.status}`}>{t(`orders.status.${data.status}`)}</span>
      </dd>
      <dt>{data.status === 'needs_payment' ? t('payment_page.amount') : t('payment_page.total')}</dt>
      <dd className="vitrina-order-payment__amount">{formatPrice(data.amount, lang)}</dd>
    </dl>
  );
}
