import { recoveryFormSchema } from '@vitrina/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { FormAlert } from './form-alert';
import { FormShell } from './form-shell';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useShopFormFields } from './use-shop-form-fields';
import { useSignInForm } from './use-sign-in-form';

export interface RecoveryFormProps {
  readonly host: 'dialog' | 'island';
  readonly initialEmail?: string;
}

/** Password recovery: the e-mail, then the spec's message that the link is on its way. */
export function RecoveryForm({ host, initialEmail = '' }: RecoveryFormProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSignInForm({
    schema: recoveryFormSchema,
    fields: ['email'],
    send: async (checked) => {
      await services.auth.recover(checked);
      setSentTo(checked.email);
    },
  });

  useShopFormFields(host, form.rootRef, (fields) => setEmail((current) => fields.text('email') ?? current));

  if (sentTo !== null) {
    return (
      <p className="vitrina-form__notice" role="status">
        {t('forms.recovery.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <FormShell host={host} rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit({ email })}>
      <FormAlert error={form.formError} />
      <p>{t('forms.recovery.text')}</p>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('forms.fields.email')}
        autoComplete="email"
        placeholder={t('forms.placeholders.email')}
        maxLength={254}
        required
        value={email}
        onChange={(value) => {
          setEmail(value);
          form.clearError('email');
        }}
        error={form.errors.email}
      />
      <SubmitButton busy={form.busy}>{t('forms.recovery.submit')}</SubmitButton>
    </FormShell>
  );
}
