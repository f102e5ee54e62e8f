import type { CheckoutFormState } from '../../checkout/checkout-state';
import { fieldId } from '../../checkout/checkout-fields';
import type { Translate } from '../../i18n/translator';

export interface ErrorSummaryProps {
  readonly t: Translate;
  readonly form: CheckoutFormState;
  /** A field's name as the shopper sees it, by form field name ('lines.{id}': the product's title). */
  readonly labelOf: (name: string) => string | undefined;
}

/**
 * Why the order was not placed, above the form: the refusal's message and every refused field,
 * each a link to its field. Nothing when the form comes without a refusal.
 */
export function ErrorSummary({ t, form, labelOf }: ErrorSummaryProps) {
  const fields = Object.entries(form.errors);
  if (!form.alert && fields.length === 0) return null;
  return (
    <div className="notice notice--error error-summary" role="alert" aria-labelledby="checkout-errors-title">
      <h2 id="checkout-errors-title" className="subsection-title">
        {t('pages.checkout.errors_title')}
      </h2>
      {form.alert && <p>{form.alert}</p>}
      {fields.length > 0 && (
        <ul>
          {fields.map(([name, message]) => {
            const label = labelOf(name);
            return (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>{label ? `${label}: ${message}` : message}</a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
