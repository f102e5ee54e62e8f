import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';

/**
 * The form's submit button. While a submit is on its way it says so and stays focusable (a
 * disabled button would drop the keyboard user's focus); the form ignores a second submit.
 */
export function SubmitButton({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  const { t } = useMessages();
  return (
    <button className="vitrina-button vitrina-button--primary" type="submit" aria-disabled={busy || undefined}>
      {busy ? t('forms.login.sending') : children}
    </button>
  );
}
