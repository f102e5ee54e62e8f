import { COMPANY_CODE_DIGITS, COMPANY_NAME_MAX, TAX_NUMBER_DIGITS } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { TextField } from '../../ui/fields/text-field';
import type { FieldOf } from './field-of';

/** The paying company of a company or sole-trader transfer: name and code required, tax number and passport when given. */
export function CompanySection({ field }: { readonly field: FieldOf }) {
  const { t } = useMessages();
  const id = useId();
  return (
    <fieldset className="vitrina-checkout__section">
      <legend className="vitrina-checkout__legend">{t('checkout.company.title')}</legend>
      <div className="vitrina-checkout__grid">
        <TextField id={`${id}-name`} name="company.companyName" label={t('forms.fields.company_name')} autoComplete="organization" maxLength={COMPANY_NAME_MAX} required {...field('company.companyName')} />
        <TextField id={`${id}-code`} name="company.companyCode" label={t('forms.fields.company_code')} inputMode="numeric" maxLength={COMPANY_CODE_DIGITS} required {...field('company.companyCode')} />
        <TextField id={`${id}-tax`} name="company.taxNumber" label={t('forms.fields.tax_number')} inputMode="numeric" maxLength={TAX_NUMBER_DIGITS} {...field('company.taxNumber')} />
        <TextField id={`${id}-passport`} name="company.passport" label={t('forms.fields.passport')} autoComplete="off" maxLength={12} {...field('company.passport')} />
      </div>
    </fieldset>
  );
}
