import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { FormError } from '../fields/form-error';
import type { FormSubmit } from '../fields/use-form-submit';

export interface DialogFormProps {
  readonly titleId: string;
  readonly title: string;
  /** The paragraph under the title, if any. */
  readonly text?: string;
  readonly form: FormSubmit;
  /** The message key of the failure about no single field; the form's own by default. */
  readonly formError?: string | null;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** A dialog's form: its title and text, the fields, the failure above the submit button. */
export function DialogForm({ titleId, title, text, form, formError = form.formError, submitLabel, onSubmit, children }: DialogFormProps) {
  const { t } = useMessages();
  return (
    <form
      className="vitrina-dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-busy={form.sending}
    >
      <h2 id={titleId} className="vitrina-dialog__title">
        {title}
      </h2>
      {text !== undefined && <p className="vitrina-dialog__text">{text}</p>}
      {children}
      <FormError message={formError ? t(formError) : null} />
      <button type="submit" className="vitrina-dialog__submit" disabled={form.sending}>
        {submitLabel}
      </button>
    </form>
  );
}
