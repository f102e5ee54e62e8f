import type { ReactNode } from 'react';
import { FormError } from '../../ui/fields/form-error';
import { FormElement } from '../../ui/forms/form-element';
import type { Form } from '../../ui/forms/use-form';

/** One of the cart page's small forms (a code, bonuses): its field, the form's error and the submit button. */
export function CartForm<Values>({ form, submitLabel, children }: { readonly form: Form<Values>; readonly submitLabel: string; readonly children: ReactNode }) {
  return (
    <FormElement form={form} className="vitrina-cart-form">
      {children}
      <FormError message={form.formError} focusable />
      <button type="submit" className="vitrina-button vitrina-button--secondary" aria-disabled={form.busy || undefined}>
        {submitLabel}
      </button>
    </FormElement>
  );
}
