import type { PromoCode } from '@vitrina/core';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../modal-host/dialog-contract';
import { DialogDone } from './dialog-done';
import { FormError } from './form-error';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

/**
 * The promo-code modal: the code (4–50 characters, spec §5) is checked by the shop first, which
 * tells a wrong, used or guest's referral code apart (spec §8), and then applied to the cart.
 */
export function PromoCodeDialog({ titleId, close }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<PromoCode | null>(null);
  const [notApplied, setNotApplied] = useState<string | null>(null);
  const form = useFormSubmit(['code']);

  if (applied) {
    const message = `${t('modals.promo_code.applied')}: ${applied.code}. ${t('checkout.summary.discount')}: ${format.price(applied.discount)}`;
    return <DialogDone titleId={titleId} title={t('modals.promo_code.title')} message={message} close={close} />;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotApplied(null);
    void form.run(async () => {
      const checked = await services.shop.checkPromoCode(code);
      const result = await services.cart.applyPromoCode(checked.code);
      if (result.status === 'changed') setApplied(checked);
      // 'unchanged': the cart service found no cart; 'cancelled': the shopper logged out meanwhile.
      else setNotApplied(result.status === 'unchanged' ? 'cart.empty' : 'errors.generic');
    });
  };

  const fieldError = form.fieldErrors.code;
  // The only field the check names besides the code is the missing cart: nothing to apply a code to.
  const formError = form.formError === 'validation.required' ? 'cart.empty' : (form.formError ?? notApplied);
  return (
    <form className="vitrina-dialog" noValidate onSubmit={onSubmit} aria-busy={form.sending}>
      <h2 id={titleId} className="vitrina-dialog__title">
        {t('modals.promo_code.title')}
      </h2>
      <TextField
        label={t('forms.fields.promo_code')}
        name="code"
        autoComplete="off"
        placeholder={t('modals.promo_code.placeholder')}
        required
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          form.clearField('code');
        }}
        error={fieldError ? t(fieldError) : null}
      />
      <FormError message={formError ? t(formError) : null} />
      <button type="submit" className="vitrina-dialog__submit" disabled={form.sending}>
        {t('modals.promo_code.apply')}
      </button>
    </form>
  );
}
