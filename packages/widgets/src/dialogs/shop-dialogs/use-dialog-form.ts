import { useMessages } from '../../i18n/use-messages';
import { useFormSubmit, type FormSubmit } from '../../ui/fields/use-form-submit';

export interface DialogFormState extends FormSubmit {
  /** The translated message under the field, or null. */
  errorOf(field: string): string | null;
}

/** A dialog form's sending state, with its fields' messages translated. */
export function useDialogForm(fields: readonly string[]): DialogFormState {
  const { t } = useMessages();
  const form = useFormSubmit({ fields });
  return {
    ...form,
    errorOf(field) {
      const key = form.fieldErrors[field];
      return key ? t(key) : null;
    },
  };
}
