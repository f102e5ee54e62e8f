import { formatPrice } from '@vitrina/core';
import { orderResultUrl } from '../../api/handlers/shop/payment-urls';
import { resultOfStatus, type CardSession } from '../../api/handlers/shop/simulated-card-sessions';
import type { PageContext } from '../context/page-context';
import { BASE_STYLESHEETS } from '../layout/stylesheets';

/**
 * The simulated card-payment provider's page (docs/simulated-providers.md#card-payment-provider):
 * a page of its own, not the shop's, as a real provider's would be. An open session of an order
 * that needs payment offers pay, fail and cancel; anything else says why it cannot be paid here
 * and leads back to the shop.
 */
export function SimulatedPayPage({ ctx, session }: { ctx: PageContext; session: CardSession }) {
  const { t, lang } = ctx;
  const { order } = session;
  const payable = !session.finished && !session.expired && order.status === 'needs_payment';
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>{t('pages.payment_provider.title')}</title>
        <link rel="icon" href="/assets/icons/logo.svg" type="image/svg+xml" />
        {BASE_STYLESHEETS.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="stylesheet" href="/assets/styles/simulated-pay.css" />
      </head>
      <body className="simulated-pay">
        <main className="simulated-pay__card" aria-labelledby="provider-title">
          <h1 id="provider-title" className="simulated-pay__title">
            {t('pages.payment_provider.name')}
          </h1>
          <p className="notice notice--warning">{t('pages.payment_provider.notice')}</p>
          <dl className="simulated-pay__facts">
            <dt>{t('pages.payment_provider.merchant')}</dt>
            <dd>{t('pages.site.name')}</dd>
            <dt>{t('payment_page.order')}</dt>
            <dd>№{order.id}</dd>
            <dt>{t('pages.payment_provider.amount')}</dt>
            <dd className="simulated-pay__amount">{formatPrice(session.amount, lang)}</dd>
          </dl>
          {payable ? <PayForm ctx={ctx} session={session} /> : <Closed ctx={ctx} session={session} />}
        </main>
      </body>
    </html>
  );
}

function PayForm({ ctx, session }: { ctx: PageContext; session: CardSession }) {
  const { t } = ctx;
  return (
    <form method="post" action={`/simulated-pay/${encodeURIComponent(session.id)}`} aria-describedby="provider-choice">
      <p id="provider-choice">{t('pages.payment_provider.choose')}</p>
      <div className="simulated-pay__actions">
        <button className="button button--primary" type="submit" name="action" value="pay">
          {t('pages.payment_provider.pay')}
        </button>
        <button className="button button--secondary" type="submit" name="action" value="fail">
          {t('pages.payment_provider.fail')}
        </button>
        <button className="button button--ghost" type="submit" name="action" value="cancel" aria-describedby="provider-cancel-hint">
          {t('pages.payment_provider.cancel')}
        </button>
      </div>
      <p id="provider-cancel-hint" className="hint">
        {t('pages.payment_provider.cancel_hint')}
      </p>
    </form>
  );
}

/** A session that cannot pay: finished, lapsed, or its order already paid or cancelled. */
function Closed({ ctx, session }: { ctx: PageContext; session: CardSession }) {
  const { t } = ctx;
  const { order } = session;
  const number = order.id;
  const reason =
    order.status === 'paid'
      ? t('pages.payment_provider.already_paid', { number })
      : order.status === 'cancelled'
        ? t('pages.payment_provider.cancelled', { number })
        : session.finished
          ? t('pages.payment_provider.finished')
          : t('pages.payment_provider.expired');
  const back =
    order.status === 'needs_payment' && session.expired && !session.finished
      ? `/order/pay/${encodeURIComponent(session.link)}`
      : orderResultUrl(resultOfStatus(order), order.id, session.link);
  return (
    <>
      <p role="status">{reason}</p>
      <p>
        <a className="button button--primary" href={back}>
          {t('pages.payment_provider.back')}
        </a>
      </p>
    </>
  );
}
