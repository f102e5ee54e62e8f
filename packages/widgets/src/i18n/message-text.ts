import type { Messages } from './use-messages';

/** The text of a message key from the SDK or the server; an unknown key reads as the generic error. */
export function messageText(t: Messages['t'], key: string): string {
  const text = t(key);
  return text === key ? t('errors.generic') : text;
}
