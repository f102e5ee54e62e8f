import type { RequestOf, endpoints } from '@vitrina/core';
import type { Context } from 'hono';
import { meProfile } from '../../api/handlers/profile/me-profile';
import { ApiError } from '../../http/api-error';
import type { FormErrors } from '../components/form-errors';
import type { PageContext, PagesDeps } from '../context/page-context';
import type { MessageKey, Translate } from '../i18n/translator';
import { renderPage } from '../render-page';
import { ProfileInformationPage, type ProfileValues } from '../screens/profile-information-page';
import { runHandler, viewerSession } from './account-calls';

const isMessageKey = (key: string): key is MessageKey => /^(validation|errors|profile\.information)\.[a-z_]+$/.test(key);

function refusal(error: unknown, t: Translate): FormErrors {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const fields: Record<string, string> = {};
  for (const [name, key] of Object.entries(error.fields ?? {})) fields[name] = isMessageKey(key) ? t(key) : t('validation.invalid');
  return { form: isMessageKey(error.code) ? t(error.code) : t('errors.generic'), fields };
}

/** A typed part of the birthday as the request's number; anything but 1 to 4 digits is NaN, which the rules refuse. */
const birthdayPart = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The posted form as the PUT me request; three blank parts are no birthday. */
function profileRequest(values: ProfileValues): RequestOf<(typeof endpoints)['meProfile']> {
  const parts = [values.birthday_day, values.birthday_month, values.birthday_year];
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    phone: values.phone,
    birthday: parts.every((part) => part.trim() === '')
      ? null
      : { day: birthdayPart(values.birthday_day), month: birthdayPart(values.birthday_month), year: birthdayPart(values.birthday_year) },
  };
}

/**
 * The information form without script: the profile API's own handler checks and saves it, so the
 * page and the API share the rules; a refusal shows the form again with what was typed.
 */
export function postProfileInformation(c: Context, deps: PagesDeps, ctx: PageContext & { viewer: NonNullable<PageContext['viewer']> }, form: Record<string, string>) {
  const text = (name: string) => form[name] ?? '';
  const values: ProfileValues = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    birthday_day: text('birthday_day'),
    birthday_month: text('birthday_month'),
    birthday_year: text('birthday_year'),
  };
  try {
    runHandler(c, deps, ctx.lang, meProfile, profileRequest(values), viewerSession(c, ctx));
    return c.redirect('/profile?saved=1', 303);
  } catch (error) {
    return renderPage(c, <ProfileInformationPage ctx={ctx} viewer={ctx.viewer} values={values} errors={refusal(error, ctx.t)} />, 422);
  }
}
