import { useMessages } from '../../i18n/use-messages';
import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'placeholder'>;

/** The e-mail field of the shop's forms: its label, name, type and placeholder. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useMessages();
  return <TextField name="email" type="email" label={t('forms.fields.email')} placeholder={t('forms.placeholders.email')} {...props} />;
}
