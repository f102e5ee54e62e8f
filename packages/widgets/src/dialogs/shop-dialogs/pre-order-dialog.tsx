import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { EmailField } from '../../ui/fields/email-field';
import { PhoneField } from '../../ui/fields/phone-field';
import { TextField } from '../../ui/fields/text-field';
import type { DialogProps } from '../dialog-contract';
import { DialogDone } from './dialog-done';
import { DialogForm } from './dialog-form';
import { NoProduct } from './no-product';
import { useDialogForm } from './use-dialog-form';

type Outcome = 'form' | 'ordered';

/**
 * The pre-order modal (spec §4): the signed-in user's contacts, filled in, to confirm the
 * pre-order. The login gate and the reopening after login are the preorders service's; so is the
 * spec's error alert for a product pre-ordered already, which takes this modal's place.
 */
export function PreOrderDialog({ productId, titleId, close }: DialogProps) {
  const { services, format } = useVitrina();
  const { t } = useMessages();
  const [fields, setFields] = useState(() => {
    const user = services.auth.user.peek();
    return {
      name: user?.first_name ?? '',
      phone: user?.phone ? format.phone(user.phone) : '',
      email: user?.email ?? '',
    };
  });
  const [outcome, setOutcome] = useState<Outcome>('form');
  const form = useDialogForm(['name', 'phone', 'email']);

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.pre_order.title')} />;
  if (outcome === 'ordered') {
    return <DialogDone titleId={titleId} title={t('modals.pre_order.title')} message={t('modals.pre_order.success')} close={close} />;
  }

  const edit = (field: keyof typeof fields) => (value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    form.clearField(field);
  };

  const onSubmit = () =>
    void form.run(async () => {
      const result = await services.preorders.submit({ productId, ...fields });
      // 'login-required': the service has asked for the login modal, which takes this one's place.
      if (result.status === 'ordered') setOutcome('ordered');
      // The service shows the alert itself: one message, not a second one under it.
      if (result.status === 'already-processed') close();
    });

  return (
    <DialogForm
      titleId={titleId}
      title={t('modals.pre_order.title')}
      text={t('modals.pre_order.text')}
      form={form}
      submitLabel={t('modals.pre_order.submit')}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('forms.fields.first_name')}
        name="name"
        autoComplete="given-name"
        required
        value={fields.name}
        onChange={edit('name')}
        error={form.errorOf('name')}
      />
      <PhoneField value={fields.phone} onChange={edit('phone')} error={form.errorOf('phone')} />
      <EmailField
        autoComplete="email"
        value={fields.email}
        onChange={edit('email')}
        error={form.errorOf('email')}
      />
      <p className="vitrina-dialog__hint">{t('general.required_fields')}</p>
    </DialogForm>
  );
}
