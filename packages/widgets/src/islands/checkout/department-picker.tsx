import type { DeliveryDepartment } from '@vitrina/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { IdSelect } from './id-select';
import { useDepartments } from './use-departments';

interface DepartmentPickerProps {
  readonly cityId: number;
  readonly type: 'newpost' | 'np-mailbox';
  readonly value: number | null;
  readonly onChange: (id: number | null) => void;
  readonly error: string | undefined;
}

/** Digits find branches by number (`1` finds №1 and №10…№19); anything else searches the title and address. */
const matches = (department: DeliveryDepartment, filter: string) => {
  const wanted = filter.trim().toLocaleLowerCase('uk');
  if (wanted === '') return true;
  if (/^\d+$/.test(wanted)) return String(department.number).startsWith(wanted);
  return `${department.title} ${department.address}`.toLocaleLowerCase('uk').includes(wanted);
};

/** The city's Nova Poshta branches or parcel lockers to choose from, narrowed by a filter on number or address. */
export function DepartmentPicker({ cityId, type, value, onChange, error }: DepartmentPickerProps) {
  const { t } = useMessages();
  const id = useId();
  const [filter, setFilter] = useState('');
  const loaded = useDepartments(cityId, type);
  const shown = loaded.departments.filter((department) => department.id === value || matches(department, filter));
  const label = t(type === 'newpost' ? 'checkout.delivery.department' : 'checkout.delivery.mailbox');

  if (loaded.status === 'failed') {
    return (
      <div role="alert" className="vitrina-checkout__details">
        <p className="vitrina-dialog__error">{t('checkout_form.departments_failed')}</p>
        <button type="button" className="vitrina-button vitrina-button--secondary" onClick={loaded.retry}>
          {t('general.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="vitrina-checkout__details" aria-busy={loaded.status === 'loading'}>
      <div className="vitrina-field">
        <label className="vitrina-field__label" htmlFor={`${id}-filter`}>
          {t('checkout_form.department_filter')}
        </label>
        <input id={`${id}-filter`} className="vitrina-field__input" type="search" autoComplete="off" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      <div className={error ? 'vitrina-field vitrina-field--invalid' : 'vitrina-field'}>
        <label className="vitrina-field__label" htmlFor={`${id}-select`}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <IdSelect
          id={`${id}-select`}
          name="delivery.department_id"
          value={value}
          onChange={onChange}
          error={error}
          prompt={
            loaded.status === 'loading'
              ? t('general.loading')
              : loaded.departments.length === 0
                ? t('checkout_form.no_departments')
                : shown.length === 0
                  ? t('errors.nothing_found')
                  : t(type === 'newpost' ? 'checkout_form.choose_department' : 'checkout_form.choose_mailbox')
          }
          options={shown.map((department) => ({
            id: department.id,
            label: t('checkout_form.department_option', { number: department.number, address: department.address }),
          }))}
        />
      </div>
    </div>
  );
}
