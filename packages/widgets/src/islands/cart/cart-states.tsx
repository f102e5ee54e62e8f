import { useMessages } from '../../i18n/use-messages';

/** While the first answer is on its way: the shape of two lines, and "loading" for assistive technology. */
export function CartSkeleton() {
  const { t } = useMessages();
  return (
    <div className="vitrina-cart-skeleton" role="status">
      <span className="vitrina-visually-hidden">{t('general.loading')}</span>
      {[0, 1].map((line) => (
        <div key={line} className="vitrina-cart-skeleton__line" aria-hidden="true">
          <span className="vitrina-cart-skeleton__image" />
          <span className="vitrina-cart-skeleton__text" />
        </div>
      ))}
    </div>
  );
}

/** Nothing in the cart: a way back to shopping. */
export function CartEmpty({ continueUrl }: { readonly continueUrl: string }) {
  const { t } = useMessages();
  return (
    <div className="vitrina-cart-empty">
      <p className="vitrina-cart-empty__title">{t('cart.empty')}</p>
      <a className="vitrina-button vitrina-button--primary" href={continueUrl}>
        {t('cart.continue')}
      </a>
    </div>
  );
}

/** The cart could not be read: say so (never "empty") and offer to try again. */
export function CartLoadFailed({ retry }: { readonly retry: () => void }) {
  const { t } = useMessages();
  return (
    <div className="vitrina-cart-empty" role="alert">
      <p className="vitrina-cart-empty__title">{t('errors.data_loading')}</p>
      <button type="button" className="vitrina-button vitrina-button--secondary" onClick={retry}>
        {t('general.retry')}
      </button>
    </div>
  );
}
