import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { TextField } from '../../ui/fields/text-field';
import type { FieldOf } from './field-of';

/** The passport the 5000 UAH receipt rule asks for; never kept in the tab's draft. */
export function PassportSection({ field }: { readonly field: FieldOf }) {
  const { t } = useMessages();
  const id = useId();
  return (
    <fieldset className="vitrina-checkout__section">
      <legend className="vitrina-checkout__legend">{t('checkout_form.passport')}</legend>
      <TextField
        id={`${id}-passport`}
        name="passport"
        label={t('forms.fields.passport')}
        hint={t('checkout_form.passport_hint')}
        autoComplete="off"
        maxLength={12}
        required
        {...field('passport')}
      />
    </fieldset>
  );
}
