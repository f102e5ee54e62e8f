import { useMessages } from '../../i18n/use-messages';
import { TextField } from '../fields/text-field';
import type { FieldState } from '../forms/use-form';

interface PasswordFieldProps extends FieldState<string> {
  readonly id: string;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly hint?: string;
}

/** The account's password (128 characters at most), with an optional hint under it. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useMessages();
  return <TextField name="password" type="password" label={t('forms.fields.password')} maxLength={128} required {...props} />;
}
