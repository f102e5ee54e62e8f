import { fieldId } from '../../checkout/checkout-fields';
import type { CheckoutFormState } from '../../checkout/checkout-state';

/** The id, name, shown value and message of one field of the checkout form. */
export function fieldProps(form: CheckoutFormState, name: string) {
  return { id: fieldId(name), name, value: form.values[name] ?? '', error: form.errors[name] };
}
