import { useMessages } from '../../i18n/use-messages';

export interface BirthdayValue {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export interface BirthdayFieldsProps {
  readonly id: string;
  readonly value: BirthdayValue;
  readonly onChange: (value: BirthdayValue) => void;
  /** The message under the three fields, already translated; all three are marked invalid while it shows. */
  readonly error: string | undefined;
}

const PARTS = [
  { part: 'day', name: 'birthday_day', label: 'profile.information.day', autoComplete: 'bday-day', maxLength: 2 },
  { part: 'month', name: 'birthday_month', label: 'profile.information.month', autoComplete: 'bday-month', maxLength: 2 },
  { part: 'year', name: 'birthday_year', label: 'profile.information.year', autoComplete: 'bday-year', maxLength: 4 },
] as const;

/** The birthday as day, month and year, one group with one message; all blank is no birthday. */
export function BirthdayFields({ id, value, onChange, error }: BirthdayFieldsProps) {
  const { t } = useMessages();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;
  return (
    <fieldset className={error ? 'vitrina-birthday vitrina-field--invalid' : 'vitrina-birthday'} aria-describedby={describedBy}>
      <legend className="vitrina-field__label">{t('forms.fields.birthday')}</legend>
      <div className="vitrina-birthday__parts">
        {PARTS.map(({ part, name, label, autoComplete, maxLength }) => (
          <div key={part} className="vitrina-field">
            <label className="vitrina-field__label" htmlFor={`${id}-${part}`}>
              {t(label)}
            </label>
            <input
              className="vitrina-field__input"
              id={`${id}-${part}`}
              name={name}
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={value[part]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange({ ...value, [part]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <p className="vitrina-field__hint" id={hintId}>
        {t('profile.information.birthday_hint')}
      </p>
      {error && (
        <p className="vitrina-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
