import { CHECKOUT_FIELDS as F } from '../../checkout/checkout-fields';
import type { CheckoutFormState } from '../../checkout/checkout-state';
import type { Translate } from '../../i18n/translator';
import { Field } from '../form-field';
import { fieldProps } from './form-state-props';

/**
 * The payer of a company or sole-trader transfer (corporate buyers only). Not marked `required`:
 * the fields matter only for those payments, and the server asks for them then.
 */
export function CompanyFields({ t, form }: { t: Translate; form: CheckoutFormState }) {
  const props = (name: string) => fieldProps(form, name);
  return (
    <fieldset className="form-section company">
      <legend>{t('checkout.company.title')}</legend>
      <p className="hint">{t('pages.checkout.company_hint')}</p>
      <div className="field-grid">
        <Field {...props(F.companyName)} label={t('forms.fields.company_name')} autocomplete="organization" maxlength={255} />
        <Field {...props(F.companyCode)} label={t('forms.fields.company_code')} inputmode="numeric" maxlength={8} />
        <Field {...props(F.taxNumber)} label={t('forms.fields.tax_number')} inputmode="numeric" maxlength={10} />
        <Field {...props(F.companyPassport)} label={t('forms.fields.passport')} maxlength={12} />
      </div>
    </fieldset>
  );
}
