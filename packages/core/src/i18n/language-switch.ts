import type { ReadonlySignal } from '@preact/signals-core';
import { ValidationError, VitrinaError } from '../errors';
import { isLang, type Lang } from './languages';
import type { VitrinaI18n } from './lazy-i18n';
import { validationMessages } from './messages';

/*
 * Switching the language of texts, formatting and API requests. The i18n writes the language
 * signal (`state.lang`) once the texts have switched; nothing else writes it.
 */

/** The shopper's choice: an unknown language is a ValidationError (nothing switches). */
export async function switchLanguage(i18n: VitrinaI18n, lang: Lang): Promise<void> {
  if (!isLang(lang)) throw new ValidationError({ lang: validationMessages.invalid });
  await i18n.changeLanguage(lang);
}

/** A language the account brings (login, login check): a failed switch is only reported. */
export async function followLanguage(
  i18n: VitrinaI18n,
  current: ReadonlySignal<Lang>,
  lang: Lang,
  reportError: (error: VitrinaError) => void,
): Promise<void> {
  if (current.peek() === lang && i18n.lang === lang) return;
  try {
    await i18n.changeLanguage(lang);
  } catch (error) {
    reportError(new VitrinaError('config', `Could not switch the language to ${lang}`, { cause: error }));
  }
}
