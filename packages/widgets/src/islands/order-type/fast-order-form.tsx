import type { ProductId } from '@vitrina/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { FormError } from '../../ui/fields/form-error';
import { PhoneField } from '../../ui/fields/phone-field';
import { FormElement } from '../../ui/forms/form-element';
import { useForm } from '../../ui/forms/use-form';
import { SubmitButton } from '../../ui/sign-in/submit-button';
import { useVitrina } from '../../vitrina-context';

/**
 * The fast order: a phone to be called back on (masked '+38 ### ### ## ##', the signed-in user's
 * own filled in), sent as the one-click order (`services.shop.oneClickOrder`); then the thanks,
 * which takes the focus from the form that is gone.
 */
export function FastOrderForm({ productId }: { productId: ProductId }) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useForm({
    initial: () => {
      const own = services.auth.user.peek()?.phone;
      return { phone: own ? format.phone(own) : '' };
    },
    send: async ({ phone }) => {
      await services.shop.oneClickOrder({ productId, phone });
      setDone(true);
    },
  });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <p ref={doneRef} className="vitrina-order-panel__done" role="status" tabIndex={-1}>
        {t('modals.one_click.success')}
      </p>
    );
  }
  return (
    <FormElement form={form} className="vitrina-order-panel__form">
      <p>{t('order_panel.fast_text')}</p>
      <PhoneField id={`${id}-phone`} {...form.field('phone')} />
      <FormError message={form.formError} focusable />
      <SubmitButton busy={form.busy}>{t('modals.one_click.submit')}</SubmitButton>
    </FormElement>
  );
}
