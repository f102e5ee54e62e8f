import type { CheckoutOption } from '@vitrina/core';
import { useId, type ReactNode } from 'react';
import { messageText } from '../../i18n/message-text';
import { useMessages } from '../../i18n/use-messages';

interface OptionRadiosProps<T extends string> {
  readonly legend: string;
  readonly options: readonly CheckoutOption<T>[];
  readonly value: T | null;
  readonly onChange: (type: T) => void;
  readonly label: (type: T) => string;
  /** A text in place of an option's reason (credit offers still loading). */
  readonly pending?: Partial<Record<T, string>>;
  /** The verdict on the choice, already translated. */
  readonly error: string | undefined;
  /** What goes under the chosen option (its branch, address, bank …). */
  readonly children?: ReactNode;
}

/**
 * Delivery or payment types as radio buttons. One the rules rule out is disabled with its reason
 * under it (tied by aria-describedby); a note (no gift with credit) leaves it enabled.
 */
export function OptionRadios<T extends string>({ legend, options, value, onChange, label, pending = {}, error, children }: OptionRadiosProps<T>) {
  const { t } = useMessages();
  const id = useId();
  const errorId = `${id}-error`;
  // The radio focus goes to when the choice is wrong: the chosen one, else the first that can be
  // chosen. A chosen one the rules ruled out since (cash, then a parcel locker) is disabled and
  // cannot take the focus: the first that can be chosen does.
  const available = (option: CheckoutOption<T>) => option.reason === null && pending[option.type] === undefined;
  const chosen = options.find((option) => option.type === value);
  const invalid = error ? (chosen && available(chosen) ? chosen : options.find(available)) : undefined;
  return (
    <fieldset className="vitrina-checkout__subsection" aria-describedby={error ? errorId : undefined}>
      <legend className="vitrina-checkout__sublegend">{legend}</legend>
      <div className="vitrina-checkout__choices">
        {options.map((option, index) => {
          const waiting = pending[option.type];
          const why = waiting ?? (option.reason ? messageText(t, option.reason) : option.note ? messageText(t, option.note) : null);
          const whyId = `${id}-why-${index}`;
          return (
            <label key={option.type} className={option.reason || waiting ? 'vitrina-choice vitrina-choice--disabled' : 'vitrina-choice'}>
              <input
                type="radio"
                name={id}
                value={option.type}
                checked={value === option.type}
                disabled={option.reason !== null || waiting !== undefined}
                aria-invalid={option === invalid ? true : undefined}
                aria-describedby={why ? whyId : undefined}
                onChange={() => onChange(option.type)}
              />
              <span className="vitrina-choice__text">
                {label(option.type)}
                {why && (
                  <span id={whyId} className="vitrina-choice__why">
                    {why}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="vitrina-field__error">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
