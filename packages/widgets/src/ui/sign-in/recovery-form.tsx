import { recoveryFormSchema } from '@vitrina/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { EmailField } from '../fields/email-field';
import { FormError } from '../fields/form-error';
import { useForm } from '../forms/use-form';
import { FormShell } from './form-shell';
import { SubmitButton } from './submit-button';

export interface RecoveryFormProps {
  readonly host: 'dialog' | 'island';
  readonly initialEmail?: string;
}

/** Password recovery: the e-mail, then the message that the link is on its way. */
export function RecoveryForm({ host, initialEmail = '' }: RecoveryFormProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: { email: initialEmail },
    schema: recoveryFormSchema,
    fields: ['email'],
    send: async (checked) => {
      await services.auth.recover(checked);
      setSentTo(checked.email);
    },
    takeOver: { host, values: (page, current) => ({ email: page.text('email') ?? current.email }) },
  });

  if (sentTo !== null) {
    return (
      // Takes the focus the form's button had, which went with the form.
      <p className="vitrina-form__notice" role="status" tabIndex={-1} ref={(notice) => notice?.focus()}>
        {t('forms.recovery.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <FormShell host={host} rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit()}>
      <FormError message={form.formError} focusable />
      <p>{t('forms.recovery.text')}</p>
      <EmailField id={`${id}-email`} autoComplete="email" maxLength={254} required {...form.field('email')} />
      <SubmitButton busy={form.busy}>{t('forms.recovery.submit')}</SubmitButton>
    </FormShell>
  );
}
