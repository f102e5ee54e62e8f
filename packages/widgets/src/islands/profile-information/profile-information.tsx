import { useSignals } from '@preact/signals-react/runtime';
import { formatPhone, profileFormSchema, type ProfileForm, type User } from '@vitrina/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { FormError } from '../../ui/fields/form-error';
import { PhoneField } from '../../ui/fields/phone-field';
import { TextField } from '../../ui/fields/text-field';
import { useForm } from '../../ui/forms/use-form';
import { FormShell } from '../../ui/sign-in/form-shell';
import { useVitrina } from '../../vitrina-context';
import { BirthdayFields, type BirthdayValue } from './birthday-fields';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  birthday: BirthdayValue;
  /** Shown, never sent: the e-mail is the login. */
  email: string;
}

/** The API's names of the fields, where they differ from the form's. */
const API_FIELDS = { first_name: 'firstName', last_name: 'lastName' };

function valuesOf(user: User | null): ProfileValues {
  const birthday = user?.birthday;
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    phone: user?.phone ? formatPhone(user.phone) : '',
    birthday: birthday ? { day: String(birthday.day), month: String(birthday.month), year: String(birthday.year) } : { day: '', month: '', year: '' },
    email: user?.email ?? '',
  };
}

/**
 * The `profile-information` island (docs/accounts.md#profile-information): the user's first and
 * last name, phone (the shop's mask) and birthday, saved in place with `auth.updateProfile` — the
 * header's name follows at once, here and in the other tabs. It takes over the page's no-script
 * form with what it holds (or what was typed before it mounted); the e-mail is shown, not changed.
 * Broken rules and the server's refusals show on their fields and what was typed stays.
 */
export function ProfileInformation() {
  useSignals();
  const { services } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileValues, ProfileForm>({
    initial: () => valuesOf(services.auth.user.peek()),
    schema: profileFormSchema,
    fields: ['firstName', 'lastName', 'phone', 'birthday'],
    rename: API_FIELDS,
    send: async (checked) => {
      setSaved(false);
      await services.auth.updateProfile(checked);
      setSaved(true);
    },
    takeOver: {
      host: 'island',
      values: (page, current) => {
        return {
          email: page.text('email') ?? current.email,
          firstName: page.text('first_name') ?? current.firstName,
          lastName: page.text('last_name') ?? current.lastName,
          phone: page.text('phone') ?? current.phone,
          birthday: {
            day: page.text('birthday_day') ?? current.birthday.day,
            month: page.text('birthday_month') ?? current.birthday.month,
            year: page.text('birthday_year') ?? current.birthday.year,
          },
        };
      },
    },
  });
  const email = services.auth.user.value?.email ?? form.values.email;

  return (
    <FormShell host="island" rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit()}>
      <FormError message={form.formError} focusable />
      <p className="vitrina-form__status" role="status">
        {saved ? t('profile.information.saved') : ''}
      </p>
      <p className="vitrina-form__hint">{t('general.required_fields')}</p>
      <TextField
        id={`${id}-first-name`}
        name="first_name"
        label={t('forms.fields.first_name')}
        autoComplete="given-name"
        maxLength={50}
        required
        {...form.field('firstName')}
      />
      <TextField id={`${id}-last-name`} name="last_name" label={t('forms.fields.last_name')} autoComplete="family-name" maxLength={50} {...form.field('lastName')} />
      <PhoneField id={`${id}-phone`} {...form.field('phone')} />
      <TextField id={`${id}-email`} name="email" type="email" label={t('forms.fields.email')} value={email} readOnly hint={t('profile.information.email_hint')} />
      <BirthdayFields id={`${id}-birthday`} {...form.field('birthday')} error={form.field('birthday').error} />
      <button className="vitrina-button vitrina-button--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? t('profile.information.saving') : t('profile.information.save')}
      </button>
    </FormShell>
  );
}
