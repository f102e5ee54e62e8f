import { FormAlert, type FormErrors } from '../components/form-errors';
import { Field } from '../components/form-field';
import type { PageContext } from '../context/page-context';

/** An address form's fields, as posted. */
export interface AddressValues {
  readonly city?: string;
  readonly street?: string;
  readonly building?: string;
  readonly apartments?: string;
}

interface AddressFormSectionProps {
  readonly ctx: PageContext;
  readonly action: string;
  readonly title: string;
  readonly submit: string;
  readonly values: AddressValues;
  readonly errors: FormErrors;
  /** The change of an address has a way back to the list. */
  readonly cancelHref?: string;
}

/** The form for a new delivery address, or for the change of one, without script. */
export function AddressFormSection({ ctx, action, title, submit, values, errors, cancelHref }: AddressFormSectionProps) {
  const { t } = ctx;
  const fieldError = (name: string) => errors.fields?.[name];
  return (
    <form className="form" method="post" action={action}>
      <h2 className="subsection-title">{title}</h2>
      <FormAlert message={errors.form} />
      <div className="field-grid">
        <Field id="address-city" label={t('forms.fields.city')} name="city" autocomplete="address-level2" placeholder={t('forms.placeholders.city')} value={values.city} required maxlength={100} error={fieldError('city')} />
        <Field id="address-street" label={t('forms.fields.street')} name="street" autocomplete="address-line1" value={values.street} required maxlength={100} error={fieldError('street')} />
        <Field id="address-building" label={t('forms.fields.building')} name="building" value={values.building} required maxlength={10} error={fieldError('building')} />
        <Field id="address-apartment" label={t('forms.fields.apartment')} name="apartments" value={values.apartments} maxlength={10} error={fieldError('apartments')} />
      </div>
      <div className="form-actions">
        <button className="button button--primary" type="submit">
          {submit}
        </button>
        {cancelHref && (
          <a className="button" href={cancelHref}>
            {t('profile.addresses.cancel')}
          </a>
        )}
      </div>
    </form>
  );
}
