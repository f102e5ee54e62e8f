import { ApiError } from '../../http/api-error';
import type { MessageKey, Translate } from '../i18n/translator';
import { formFieldOf, type FormValues } from './checkout-form';
import type { CheckoutFormState } from './checkout-state';

const isMessageKey = (key: string): key is MessageKey => /^(validation|errors|general\.errors)\.[a-z_]+$/.test(key);

const message = (t: Translate, key: string) => t(isMessageKey(key) ? key : 'validation.invalid');

/**
 * A refused order as the form shows it, in the page's language: each refused field's message on
 * its input, and above the form the messages that belong to no input (a changed total, an empty
 * cart), or the refusal's own message when no field is named. Anything but a 4xx is rethrown.
 */
export function checkoutRefusal(error: unknown, t: Translate, values: FormValues): Pick<CheckoutFormState, 'errors' | 'alert'> {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const errors: Record<string, string> = {};
  const loose: string[] = [];
  for (const [path, key] of Object.entries(error.fields ?? {})) {
    const name = formFieldOf(path, values);
    if (name === undefined) loose.push(message(t, key));
    else errors[name] ??= message(t, key);
  }
  if (loose.length === 0 && Object.keys(errors).length === 0) loose.push(message(t, error.code));
  return { errors, alert: loose.length > 0 ? [...new Set(loose)].join(' ') : undefined };
}
