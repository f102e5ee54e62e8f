import { useMessages } from '../../i18n/use-messages';
import { messageText } from './message-text';

/** The form's own error (a refused login, a failed request), read out when it appears. */
export function FormAlert({ error }: { readonly error: string | null }) {
  const { t } = useMessages();
  if (!error) return null;
  return (
    <p className="vitrina-dialog__error" role="alert" tabIndex={-1}>
      {messageText(t, error)}
    </p>
  );
}
