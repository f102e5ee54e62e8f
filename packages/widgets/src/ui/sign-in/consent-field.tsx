import { useMessages } from '../../i18n/use-messages';

export interface ConsentFieldProps {
  readonly id: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The message under the field, already translated. */
  readonly error?: string | undefined;
}

/** The privacy-policy consent the registration requires (docs/accounts.md#sign-up). */
export function ConsentField({ id, checked, onChange, error }: ConsentFieldProps) {
  const { t } = useMessages();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'vitrina-field vitrina-field--invalid' : 'vitrina-field'}>
      <label className="vitrina-choice" htmlFor={id}>
        <input
          id={id}
          name="privacy_policy"
          type="checkbox"
          checked={checked}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('forms.fields.privacy_consent')}
      </label>
      {error && (
        <p className="vitrina-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
