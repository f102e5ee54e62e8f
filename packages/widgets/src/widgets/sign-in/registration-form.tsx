import { registrationFormSchema } from '@vitrina/core';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { ConsentField } from './consent-field';
import { FormAlert } from './form-alert';
import { FormShell } from './form-shell';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useShopFormFields } from './use-shop-form-fields';
import { useSignInForm } from './use-sign-in-form';

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

/** Registration (spec §5): name, e-mail, phone in the shop's mask, password of 6 or more, consent. */
export function RegistrationForm({ host, onRegistered }: RegistrationFormProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const [values, setValues] = useState<RegistrationValues>({
    name: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    privacyConsent: false,
  });
  const form = useSignInForm({
    schema,
    fields: ['name', 'lastName', 'phone', 'email', 'password', 'privacyConsent'],
    rename: API_FIELDS,
    send: async (checked) => {
      await services.auth.signUp({ ...checked, lastName: checked.lastName?.trim() || null });
      onRegistered();
    },
  });
  useShopFormFields(host, form.rootRef, (fields) =>
    setValues((current) => ({
      name: fields.text('first_name') ?? current.name,
      lastName: fields.text('last_name') ?? current.lastName,
      phone: fields.text('phone') ?? current.phone,
      email: fields.text('email') ?? current.email,
      password: fields.text('password') ?? current.password,
      privacyConsent: fields.checked('privacy_policy') ?? current.privacyConsent,
    })),
  );
  const change =
    <K extends keyof RegistrationValues>(field: K) =>
    (value: RegistrationValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      form.clearError(field);
    };

  return (
    <FormShell host={host} rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit(values)}>
      <FormAlert error={form.formError} />
      <p className="vitrina-form__hint">{t('general.required_fields')}</p>
      <TextField
        id={`${id}-name`}
        name="first_name"
        label={t('forms.fields.first_name')}
        autoComplete="given-name"
        maxLength={50}
        required
        value={values.name}
        onChange={change('name')}
        error={form.errors.name}
      />
      <TextField
        id={`${id}-last-name`}
        name="last_name"
        label={t('forms.fields.last_name')}
        autoComplete="family-name"
        maxLength={50}
        value={values.lastName}
        onChange={change('lastName')}
        error={form.errors.lastName}
      />
      <PhoneField id={`${id}-phone`} value={values.phone} onChange={change('phone')} error={form.errors.phone} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('forms.fields.email')}
        autoComplete="email"
        placeholder={t('forms.placeholders.email')}
        maxLength={254}
        required
        value={values.email}
        onChange={change('email')}
        error={form.errors.email}
      />
      <TextField
        id={`${id}-password`}
        name="password"
        type="password"
        label={t('forms.fields.password')}
        autoComplete="new-password"
        maxLength={128}
        required
        hint={t('validation.password_too_short')}
        value={values.password}
        onChange={change('password')}
        error={form.errors.password}
      />
      <ConsentField id={`${id}-consent`} checked={values.privacyConsent} onChange={change('privacyConsent')} error={form.errors.privacyConsent} />
      <SubmitButton busy={form.busy}>{t('forms.registration.submit')}</SubmitButton>
    </FormShell>
  );
}
