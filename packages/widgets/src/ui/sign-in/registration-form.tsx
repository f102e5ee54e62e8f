import { registrationFormSchema } from '@vitrina/core';
import { useId } from 'react';
import * as z from 'zod/mini';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { EmailField } from '../fields/email-field';
import { FormError } from '../fields/form-error';
import { useForm } from '../forms/use-form';
import { PhoneField } from '../fields/phone-field';
import { TextField } from '../fields/text-field';
import { PasswordField } from './password-field';
import { ConsentField } from './consent-field';
import { FormShell } from './form-shell';
import { SubmitButton } from './submit-button';

export interface RegistrationFormProps {
  readonly host: 'dialog' | 'island';
  /** After the account was created and its session started. */
  readonly onRegistered: () => void;
}

interface RegistrationValues {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  privacyConsent: boolean;
}

// The core's registration rules, and the optional last name the shop's form also asks for.
const schema = z.extend(registrationFormSchema, { lastName: z.optional(z.string()) });

/** The API's names of the fields, where they differ from the form's. */
const API_FIELDS = { first_name: 'name', last_name: 'lastName', privacy_policy: 'privacyConsent' };

const EMPTY: RegistrationValues = { name: '', lastName: '', email: '', phone: '', password: '', privacyConsent: false };

/** Registration (docs/accounts.md#sign-up): name, e-mail, phone in the shop's mask, password of 6 or more, consent. */
export function RegistrationForm({ host, onRegistered }: RegistrationFormProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const form = useForm({
    initial: EMPTY,
    schema,
    fields: ['name', 'lastName', 'phone', 'email', 'password', 'privacyConsent'],
    rename: API_FIELDS,
    send: async (checked) => {
      await services.auth.signUp({ ...checked, lastName: checked.lastName?.trim() || null });
      onRegistered();
    },
    takeOver: {
      host,
      values: (page, current) => ({
        name: page.text('first_name') ?? current.name,
        lastName: page.text('last_name') ?? current.lastName,
        phone: page.text('phone') ?? current.phone,
        email: page.text('email') ?? current.email,
        password: page.text('password') ?? current.password,
        privacyConsent: page.checked('privacy_policy') ?? current.privacyConsent,
      }),
    },
  });
  const consent = form.field('privacyConsent');

  return (
    <FormShell host={host} rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit()}>
      <FormError message={form.formError} focusable />
      <p className="vitrina-form__hint">{t('general.required_fields')}</p>
      <TextField
        id={`${id}-name`}
        name="first_name"
        label={t('forms.fields.first_name')}
        autoComplete="given-name"
        maxLength={50}
        required
        {...form.field('name')}
      />
      <TextField
        id={`${id}-last-name`}
        name="last_name"
        label={t('forms.fields.last_name')}
        autoComplete="family-name"
        maxLength={50}
        {...form.field('lastName')}
      />
      <PhoneField id={`${id}-phone`} {...form.field('phone')} />
      <EmailField id={`${id}-email`} autoComplete="email" maxLength={254} required {...form.field('email')} />
      <PasswordField id={`${id}-password`} autoComplete="new-password" hint={t('validation.password_too_short')} {...form.field('password')} />
      <ConsentField id={`${id}-consent`} checked={consent.value} onChange={consent.onChange} error={consent.error} />
      <SubmitButton busy={form.busy}>{t('forms.registration.submit')}</SubmitButton>
    </FormShell>
  );
}
