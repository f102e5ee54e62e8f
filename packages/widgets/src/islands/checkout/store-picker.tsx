import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import type { Store } from './checkout-props';
import { IdSelect } from './id-select';

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
      <IdSelect
        id={id}
        name="delivery.store_id"
        value={value}
        onChange={onChange}
        error={error}
        prompt={t('checkout_form.choose_store')}
        options={stores.map((store) => ({ id: store.id, label: store.address === '' ? store.title : `${store.title}: ${store.address}` }))}
      />
    </div>
  );
}
