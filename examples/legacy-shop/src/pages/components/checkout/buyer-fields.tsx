import { CHECKOUT_FIELDS as F } from '../../checkout/checkout-fields';
import type { CheckoutFormState } from '../../checkout/checkout-state';
import type { Translate } from '../../i18n/translator';
import { Field } from '../form-field';
import { PhoneField } from '../phone-field';
import { ChoiceGroup } from './choice-group';
import { fieldProps } from './form-state-props';

/** The buyer's name, phone and e-mail, and who receives the order: the buyer or another person. */
export function BuyerFields({ t, form }: { t: Translate; form: CheckoutFormState }) {
  const props = (name: string) => fieldProps(form, name);
  return (
    <>
      <fieldset className="form-section">
        <legend>{t('pages.checkout.person')}</legend>
        <div className="field-grid">
          <Field {...props(F.lastName)} label={t('forms.fields.last_name')} autocomplete="family-name" required maxlength={50} />
          <Field {...props(F.firstName)} label={t('forms.fields.first_name')} autocomplete="given-name" required maxlength={50} />
          <Field {...props(F.middleName)} label={t('forms.fields.middle_name')} autocomplete="additional-name" maxlength={50} />
          <PhoneField {...props(F.phone)} t={t} />
          <Field
            {...props(F.email)}
            label={t('forms.fields.email')}
            type="email"
            autocomplete="email"
            placeholder={t('forms.placeholders.email')}
            required
            maxlength={254}
          />
        </div>
      </fieldset>

      <ChoiceGroup
        name={F.recipient}
        legend={t('checkout.recipient.title')}
        className="recipient"
        layout="row"
        checked={form.values[F.recipient] === 'another' ? 'another' : 'me'}
        choices={[
          { value: 'me', label: t('checkout.recipient.me') },
          { value: 'another', label: t('checkout.recipient.another') },
        ]}
        error={form.errors[F.recipient]}
      >
        <div className="recipient-another field-grid" aria-label={t('pages.checkout.another_recipient')} role="group">
          <Field {...props(F.recipientLastName)} label={t('forms.fields.last_name')} autocomplete="off" maxlength={50} />
          <Field {...props(F.recipientFirstName)} label={t('forms.fields.first_name')} autocomplete="off" maxlength={50} />
          <Field {...props(F.recipientMiddleName)} label={t('forms.fields.middle_name')} autocomplete="off" maxlength={50} />
          <PhoneField {...props(F.recipientPhone)} t={t} required={false} />
        </div>
      </ChoiceGroup>
    </>
  );
}
