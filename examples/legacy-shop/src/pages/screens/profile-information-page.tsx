import { isCorporateRole } from '@vitrina/core';
import { FormAlert, type FormErrors } from '../components/form-errors';
import { Field } from '../components/form-field';
import { FieldNotes, describedBy } from '../components/field-notes';
import { PhoneField } from '../components/phone-field';
import { widgetAttrs } from '../widget-attributes';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

/** The information form's fields, as posted (or as the user has them). */
export interface ProfileValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly birthday_day: string;
  readonly birthday_month: string;
  readonly birthday_year: string;
}

/** The user's details as the form's fields. */
export function profileValues(viewer: ProfilePageProps['viewer']): ProfileValues {
  const [year = '', month = '', day = ''] = viewer.birthday?.split('-').map((part) => String(Number(part))) ?? [];
  return { first_name: viewer.first_name, last_name: viewer.last_name, phone: viewer.phone ?? '', birthday_day: day, birthday_month: month, birthday_year: year };
}

export interface ProfileInformationPageProps extends ProfilePageProps {
  /** A refused form shown again: what was typed and why. */
  readonly values?: ProfileValues;
  readonly errors?: FormErrors;
  /** The details were just saved. */
  readonly saved?: boolean;
}

/**
 * The user's own details (docs/accounts.md#profile-information): a form that works without script,
 * and the `profile-information` island over it, which saves in place.
 */
export function ProfileInformationPage({ ctx, viewer, values = profileValues(viewer), errors = {}, saved = false }: ProfileInformationPageProps) {
  const { t } = ctx;
  const fieldError = (name: string) => errors.fields?.[name];
  const birthdayError = fieldError('birthday');
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="information">
      {isCorporateRole(viewer.role) && <p className="badge badge--b2b">{t('pages.profile.corporate_account')}</p>}
      {saved && (
        <p className="notice notice--success" role="status">
          {t('profile.information.saved')}
        </p>
      )}
      <form className="form" method="post" action="/profile" {...widgetAttrs('profile-information')}>
        <FormAlert message={errors.form} />
        <div className="field-grid">
          <Field id="profile-first-name" label={t('forms.fields.first_name')} name="first_name" autocomplete="given-name" value={values.first_name} required maxlength={50} error={fieldError('first_name')} />
          <Field id="profile-last-name" label={t('forms.fields.last_name')} name="last_name" autocomplete="family-name" value={values.last_name} maxlength={50} error={fieldError('last_name')} />
          <PhoneField id="profile-phone" t={t} value={values.phone} error={fieldError('phone')} />
          <div className="field">
            <label htmlFor="profile-email">{t('forms.fields.email')}</label>
            <input id="profile-email" type="email" name="email" value={viewer.email} readOnly aria-describedby="profile-email-hint" />
            <FieldNotes id="profile-email" hint={t('profile.information.email_hint')} />
          </div>
        </div>
        <fieldset className={birthdayError ? 'form-section has-error' : 'form-section'} aria-describedby={describedBy('profile-birthday', t('profile.information.birthday_hint'), birthdayError)}>
          <legend>{t('forms.fields.birthday')}</legend>
          <div className="field-grid">
            <Field id="profile-birthday-day" label={t('profile.information.day')} name="birthday_day" inputmode="numeric" autocomplete="bday-day" value={values.birthday_day} maxlength={2} />
            <Field id="profile-birthday-month" label={t('profile.information.month')} name="birthday_month" inputmode="numeric" autocomplete="bday-month" value={values.birthday_month} maxlength={2} />
            <Field id="profile-birthday-year" label={t('profile.information.year')} name="birthday_year" inputmode="numeric" autocomplete="bday-year" value={values.birthday_year} maxlength={4} />
          </div>
          <FieldNotes id="profile-birthday" hint={t('profile.information.birthday_hint')} error={birthdayError} />
        </fieldset>
        <button className="button button--primary" type="submit">
          {t('profile.information.save')}
        </button>
      </form>
    </ProfileLayout>
  );
}
