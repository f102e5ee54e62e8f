import type { PageContext } from '../context/page-context';
import { supportPhone } from '../data/support-phone';
import { Document } from '../layout/document';

export type OrderResult = 'success' | 'failure' | 'cancelled';

/** What became of an order just placed: success, failure or cancelled. */
export function OrderResultPage({ ctx, status, orderNumber }: { ctx: PageContext; status: OrderResult; orderNumber: number | undefined }) {
  const { t } = ctx;
  const title =
    status === 'success' ? t('checkout.result.success_title') : status === 'failure' ? t('checkout.result.failure_title') : t('checkout.result.cancelled_title');
  const text =
    status === 'success'
      ? orderNumber !== undefined
        ? t('checkout.result.success_text', { number: orderNumber })
        : t('pages.orders.result_success_text')
      : status === 'failure'
        ? t('checkout.result.failure_text')
        : t('pages.orders.result_cancelled_text');
  return (
    <Document ctx={ctx} page="order-result" title={title}>
      <section className={`result result--${status}`} aria-labelledby="result-title">
        <h1 id="result-title" className="page-title">
          {title}
        </h1>
        <p>{text}</p>
        {status === 'failure' && <p>{t('errors.confirm_call_if_not_contacted', { supportPhone: supportPhone(ctx.db, ctx.lang) })}</p>}
        <p className="result-actions">
          {status !== 'success' && (
            <a className="button button--primary" href="/cart">
              {t('cart.title')}
            </a>
          )}
          <a className={status === 'success' ? 'button button--primary' : 'button button--ghost'} href="/">
            {t('general.to_home')}
          </a>
        </p>
      </section>
    </Document>
  );
}
