import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { EmailField } from '../../ui/fields/email-field';
import { PhoneField } from '../../ui/fields/phone-field';
import { TextField } from '../../ui/fields/text-field';
import { useForm } from '../../ui/forms/use-form';
import type { DialogProps } from '../dialog-contract';
import { DialogDone } from './dialog-done';
import { DialogForm } from './dialog-form';
import { NoProduct } from './no-product';

type Outcome = 'form' | 'ordered';

/**
 * The pre-order modal (docs/catalogue.md#pre-orders): the signed-in user's contacts, filled in, to confirm the
 * pre-order. The login gate and the reopening after login are the preorders service's; so is the
 * error alert for a product pre-ordered already, which takes this modal's place.
 */
export function PreOrderDialog({ productId, titleId, close }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [outcome, setOutcome] = useState<Outcome>('form');
  const form = useForm({
    initial: () => {
      const user = services.auth.user.peek();
      return {
        name: user?.first_name ?? '',
        phone: user?.phone ? format.phone(user.phone) : '',
        email: user?.email ?? '',
      };
    },
    send: async (fields) => {
      if (productId === null) return;
      const result = await services.preorders.submit({ productId, ...fields });
      // 'login-required': the service has asked for the login modal, which takes this one's place.
      if (result.status === 'ordered') setOutcome('ordered');
      // The service shows the alert itself: one message, not a second one under it.
      if (result.status === 'already-processed') close();
    },
  });

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.pre_order.title')} />;
  if (outcome === 'ordered') {
    return <DialogDone titleId={titleId} title={t('modals.pre_order.title')} message={t('modals.pre_order.success')} close={close} />;
  }

  return (
    <DialogForm
      titleId={titleId}
      title={t('modals.pre_order.title')}
      text={t('modals.pre_order.text')}
      form={form}
      submitLabel={t('modals.pre_order.submit')}
      onSubmit={() => void form.submit()}
    >
      <TextField label={t('forms.fields.first_name')} name="name" autoComplete="given-name" required {...form.field('name')} />
      <PhoneField {...form.field('phone')} />
      <EmailField autoComplete="email" {...form.field('email')} />
      <p className="vitrina-dialog__hint">{t('general.required_fields')}</p>
    </DialogForm>
  );
}
