import type { Distributor } from '@vitrina/core';
import { useCallback, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../dialog-contract';
import { NoProduct } from './no-product';
import { productTitleOnPage } from './product-title';

/** Only http(s) addresses from the server become links. */
const isWebLink = (url: string | null): boolean => url !== null && /^https?:\/\//i.test(url);

type Load = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'loaded'; readonly list: readonly Distributor[] };

/**
 * The super-admin's availability at distributors (docs/roles.md#super-admin), titled by the product. The shop
 * service only reports a failure (docs/errors.md#silent-failures); the dialog says it and offers to try again.
 */
export function DistributorsDialog({ productId, titleId }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    if (productId === null) return;
    let current = true;
    void services.shop.loadDistributors(productId).then((list) => {
      if (current) setLoad(list === null ? { status: 'failed' } : { status: 'loaded', list });
    });
    return () => {
      current = false;
    };
  }, [services.shop, productId, attempt]);

  const subtitle = t('modals.distributors.subtitle');
  if (productId === null) return <NoProduct titleId={titleId} title={subtitle} />;
  const title = productTitleOnPage(productId);

  return (
    <div className="vitrina-dialog vitrina-distributors">
      <h2 id={titleId} className="vitrina-dialog__title">
        {title ?? subtitle}
      </h2>
      {title && <p className="vitrina-dialog__text">{subtitle}</p>}
      {load.status === 'loading' && (
        <p className="vitrina-dialog__text" role="status">
          {t('general.loading')}
        </p>
      )}
      {load.status === 'failed' && (
        <div role="alert">
          <p className="vitrina-dialog__error">{t('errors.data_loading')}</p>
          <button type="button" className="vitrina-dialog__secondary" onClick={retry}>
            {t('general.retry')}
          </button>
        </div>
      )}
      {load.status === 'loaded' && load.list.length === 0 && <p className="vitrina-dialog__text">{t('modals.distributors.empty')}</p>}
      {load.status === 'loaded' && load.list.length > 0 && (
        <table className="vitrina-distributors__table">
          <thead>
            <tr>
              <th scope="col">{t('modals.distributors.name')}</th>
              <th scope="col">{t('modals.distributors.quantity')}</th>
              <th scope="col">{t('modals.distributors.price')}</th>
            </tr>
          </thead>
          <tbody>
            {load.list.map((distributor) => (
              <tr key={distributor.id}>
                <th scope="row">
                  {isWebLink(distributor.url) ? (
                    <a href={distributor.url ?? undefined} target="_blank" rel="noopener noreferrer">
                      {distributor.title}
                    </a>
                  ) : (
                    distributor.title
                  )}
                </th>
                <td>{distributor.quantity ?? '—'}</td>
                <td>{distributor.price === null ? '—' : format.price(distributor.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
