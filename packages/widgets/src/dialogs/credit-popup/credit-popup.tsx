import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../dialog-contract';
import { CreditBank } from './credit-bank';

/**
 * The credit-info popup (docs/catalogue.md#credit-badges-and-the-credit-popup): the product's credit offers from the core's credit model, each
 * bank's terms sorted by months with the first selected; picking another term shows its monthly
 * payment. A failed load shows the error state with a retry.
 */
export function CreditPopup({ productId, titleId }: DialogProps) {
  useSignals();
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const model = productId === null ? null : services.shop.credit(productId);

  useEffect(() => {
    // The model is kept per product: offers already loaded show at once.
    if (model && (model.banks.peek().length === 0 || model.error.peek()) && !model.loading.peek()) void model.load();
  }, [model]);

  const header = (
    <>
      <h2 id={titleId} className="vitrina-dialog__title">
        {t('modals.credit_info.title')}
      </h2>
      <p className="vitrina-dialog__text">{t('modals.credit_info.subtitle')}</p>
    </>
  );

  if (!model) {
    return (
      <div className="vitrina-dialog vitrina-credit">
        {header}
        <p className="vitrina-dialog__error" role="alert">
          {t('modals.credit_info.error')}
        </p>
      </div>
    );
  }

  const loading = model.loading.value;
  const error = model.error.value;
  const banks = model.banks.value;
  const price = model.price.value;
  // Loading until the first answer, even before the effect has started it.
  const waiting = loading || (banks.length === 0 && error === null && price === null);

  return (
    <div className="vitrina-dialog vitrina-credit" aria-busy={waiting}>
      {header}
      {waiting && (
        <p className="vitrina-dialog__text" role="status">
          {t('general.loading')}
        </p>
      )}
      {!waiting && error && (
        <div role="alert">
          <p className="vitrina-dialog__error">{t('modals.credit_info.error')}</p>
          <button type="button" className="vitrina-dialog__secondary" onClick={() => void model.load()}>
            {t('general.retry')}
          </button>
        </div>
      )}
      {!waiting && !error && banks.length === 0 && <p className="vitrina-dialog__text">{t('modals.credit_info.empty')}</p>}
      {!waiting && !error && banks.length > 0 && (
        <>
          {price !== null && (
            <p className="vitrina-credit__price">
              {t('product.price')}: <strong>{format.price(price)}</strong>
            </p>
          )}
          {banks.map((bank) => (
            <CreditBank
              key={`${bank.creditType}-${bank.id}`}
              bank={bank}
              onSelect={(months) => model.select(bank.id, months, bank.creditType)}
            />
          ))}
        </>
      )}
    </div>
  );
}
