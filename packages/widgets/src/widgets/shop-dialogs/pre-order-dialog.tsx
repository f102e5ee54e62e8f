import { useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../modal-host/dialog-contract';
import { DialogDone } from './dialog-done';
import { FormError } from './form-error';
import { NoProduct } from './no-product';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

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
  const form = useFormSubmit(['name', 'phone', 'email']);

  if (productId === null) return <NoProduct titleId={titleId} title={t('modals.pre_order.title')} />;
  if (outcome === 'ordered') {
    return <DialogDone titleId={titleId} title={t('modals.pre_order.title')} message={t('modals.pre_order.success')} close={close} />;
  }

  const edit = (field: keyof typeof fields) => (value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    form.clearField(field);
  };
  const errorOf = (field: keyof typeof fields) => {
    const key = form.fieldErrors[field];
    return key ? t(key) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(async () => {
      const result = await services.preorders.submit({ productId, ...fields });
      // 'login-required': the service has asked for the login modal, which takes this one's place.
      if (result.status === 'ordered') setOutcome('ordered');
      // The service shows the alert itself: one message, not a second one under it.
      if (result.status === 'already-processed') close();
    });
  };

  return (
    <form className="vitrina-dialog" noValidate onSubmit={onSubmit} aria-busy={form.sending}>
      <h2 id={titleId} className="vitrina-dialog__title">
        {t('modals.pre_order.title')}
      </h2>
      <p className="vitrina-dialog__text">{t('modals.pre_order.text')}</p>
      <TextField
        label={t('forms.fields.first_name')}
        name="name"
        autoComplete="given-name"
        required
        value={fields.name}
        onChange={(event) => edit('name')(event.target.value)}
        error={errorOf('name')}
      />
      <PhoneField value={fields.phone} onChange={edit('phone')} error={errorOf('phone')} />
      <TextField
        label={t('forms.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('forms.placeholders.email')}
        value={fields.email}
        onChange={(event) => edit('email')(event.target.value)}
        error={errorOf('email')}
      />
      <p className="vitrina-dialog__hint">{t('general.required_fields')}</p>
      <FormError message={form.formError ? t(form.formError) : null} />
      <button type="submit" className="vitrina-dialog__submit" disabled={form.sending}>
        {t('modals.pre_order.submit')}
      </button>
    </form>
  );
}
