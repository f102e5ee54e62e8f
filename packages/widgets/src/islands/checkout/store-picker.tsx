import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import type { Store } from './checkout-props';

interface StorePickerProps {
  readonly stores: readonly Store[];
  readonly value: number | null;
  readonly onChange: (id: number | null) => void;
  readonly error: string | undefined;
}

/** The shop to pick the order up from, among the ones the page lists. */
export function StorePicker({ stores, value, onChange, error }: StorePickerProps) {
  const { t } = useMessages();
  const id = useId();
  if (stores.length === 0) return <p className="vitrina-checkout__details vitrina-form__hint">{t('checkout_form.no_stores')}</p>;
  return (
    <div className={error ? 'vitrina-field vitrina-field--invalid vitrina-checkout__details' : 'vitrina-field vitrina-checkout__details'}>
      <label className="vitrina-field__label" htmlFor={id}>
        {t('checkout_form.store')}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        className="vitrina-field__input"
        name="delivery.store_id"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('checkout_form.choose_store')}</option>
        {stores.map((store) => (
          <option key={store.id} value={String(store.id)}>
            {store.address === '' ? store.title : `${store.title}: ${store.address}`}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="vitrina-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
