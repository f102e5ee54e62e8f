import type { ReactNode } from 'react';
import { messageText } from '../../i18n/message-text';
import { useMessages } from '../../i18n/use-messages';
import { FormError } from '../../ui/fields/form-error';
import type { Form } from '../../ui/forms/use-form';

export interface DialogFormProps {
  readonly titleId: string;
  readonly title: string;
  /** The paragraph under the title, if any. */
  readonly text?: string;
  readonly form: Pick<Form<object>, 'rootRef' | 'busy' | 'formErrorKey'>;
  /** The message key of the failure about no single field; the form's own by default. */
  readonly formError?: string | null;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/**
 * A dialog's form: its title and text, the fields, the failure above the submit button. After a
 * failed submit the form's hook moves the focus to the first invalid field, else to the failure. While a submit is
 * on its way the button stays focusable (a disabled one would drop the keyboard user's focus);
 * the form ignores a second submit.
 */
export function DialogForm({ titleId, title, text, form, formError = form.formErrorKey, submitLabel, onSubmit, children }: DialogFormProps) {
  const { t } = useMessages();
  const { rootRef } = form;
  return (
    <form
      ref={(element) => {
        rootRef.current = element;
      }}
      className="vitrina-dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-busy={form.busy}
    >
      <h2 id={titleId} className="vitrina-dialog__title">
        {title}
      </h2>
      {text !== undefined && <p className="vitrina-dialog__text">{text}</p>}
      {children}
      <FormError message={formError ? messageText(t, formError) : null} focusable />
      <button type="submit" className="vitrina-dialog__submit" aria-disabled={form.busy || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
