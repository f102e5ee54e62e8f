import type { PromoCode } from '@vitrina/core';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { TextField } from '../../ui/fields/text-field';
import { useForm } from '../../ui/forms/use-form';
import type { DialogProps } from '../dialog-contract';
import { DialogDone } from './dialog-done';
import { DialogForm } from './dialog-form';

/**
 * The promo-code modal: the code (4–50 characters, `PROMO_CODE_MIN`, `PROMO_CODE_MAX`) is checked by the shop first, which
 * tells a wrong, used or guest's referral code apart (docs/checkout.md#promo-and-referral-codes), and then applied to the cart.
 */
export function PromoCodeDialog({ titleId, close }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [applied, setApplied] = useState<PromoCode | null>(null);
  const [notApplied, setNotApplied] = useState<string | null>(null);
  const form = useForm({
    initial: { code: '' },
    send: async ({ code }) => {
      const checked = await services.shop.checkPromoCode(code);
      const result = await services.cart.applyPromoCode(checked.code);
      if (result.status === 'changed') setApplied(checked);
      // 'unchanged': the cart service found no cart; 'cancelled': the shopper logged out meanwhile.
      else setNotApplied(result.status === 'unchanged' ? 'cart.empty' : 'errors.generic');
    },
  });

  if (applied) {
    const message = `${t('modals.promo_code.applied')}: ${applied.code}. ${t('checkout.summary.discount')}: ${format.price(applied.discount)}`;
    return <DialogDone titleId={titleId} title={t('modals.promo_code.title')} message={message} close={close} />;
  }

  const onSubmit = () => {
    setNotApplied(null);
    void form.submit();
  };

  // The only field the check names besides the code is the missing cart: nothing to apply a code to.
  const formError = form.formErrorKey === 'validation.required' ? 'cart.empty' : (form.formErrorKey ?? notApplied);
  return (
    <DialogForm
      titleId={titleId}
      title={t('modals.promo_code.title')}
      form={form}
      formError={formError}
      submitLabel={t('modals.promo_code.apply')}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('forms.fields.promo_code')}
        name="code"
        autoComplete="off"
        placeholder={t('modals.promo_code.placeholder')}
        required
        {...form.field('code')}
      />
    </DialogForm>
  );
}
