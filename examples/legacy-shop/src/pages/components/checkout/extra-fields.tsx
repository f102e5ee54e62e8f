import { PROMO_CODE_MAX, PROMO_CODE_MIN } from '@vitrina/core';
import type { CartView } from '../../../cart/load-cart';
import type { UserRow } from '../../../db/rows';
import { CHECKOUT_FIELDS as F, fieldId } from '../../checkout/checkout-fields';
import type { CheckoutFormState } from '../../checkout/checkout-state';
import type { Translate } from '../../i18n/translator';
import { Field } from '../form-field';
import { fieldProps } from './form-state-props';

export interface ExtraFieldsProps {
  readonly t: Translate;
  readonly form: CheckoutFormState;
  readonly view: CartView;
  readonly viewer: UserRow | undefined;
}

/** The promo code, the bonuses of a signed-in buyer who has some, and a comment. */
export function ExtraFields({ t, form, view, viewer }: ExtraFieldsProps) {
  const props = (name: string) => fieldProps(form, name);
  const comment = fieldProps(form, F.comment);
  return (
    <div className="form-section">
      <div className="field-grid">
        <Field
          {...props(F.promoCode)}
          label={t('forms.fields.promo_code')}
          autocomplete="off"
          minlength={PROMO_CODE_MIN}
          maxlength={PROMO_CODE_MAX}
          placeholder={t('modals.promo_code.placeholder')}
        />
        {viewer && viewer.bonuses > 0 && (
          <Field
            {...props(F.bonuses)}
            label={t('checkout.bonuses.use')}
            type="number"
            inputmode="numeric"
            min={0}
            max={Math.min(viewer.bonuses, view.totals.bonusCap)}
            hint={t('checkout.bonuses.available', { count: viewer.bonuses })}
          />
        )}
      </div>
      <div className={comment.error ? 'field has-error' : 'field'}>
        <label htmlFor={fieldId(F.comment)}>{t('forms.fields.comment')}</label>
        <textarea id={fieldId(F.comment)} name={F.comment} rows={3} maxLength={500}>
          {comment.value}
        </textarea>
        {comment.error && <p className="field-error">{comment.error}</p>}
      </div>
    </div>
  );
}
