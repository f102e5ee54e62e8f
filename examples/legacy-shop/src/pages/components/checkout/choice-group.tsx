import type { Child } from 'hono/jsx';
import { fieldId } from '../../checkout/checkout-fields';

export interface Choice {
  readonly value: string;
  readonly label: string;
  /** Shown after the label (why it is disabled, who it is for). */
  readonly note?: string | undefined;
  readonly disabled?: boolean;
}

export interface ChoiceGroupProps {
  readonly name: string;
  readonly legend: string;
  readonly choices: readonly Choice[];
  readonly checked: string;
  readonly error?: string | undefined;
  readonly className?: string;
  /** What comes before the radios inside the group. */
  readonly before?: Child;
  /** What follows the radios inside the group (the chosen option's fields). */
  readonly children?: Child;
  /** 'row' lays short choices out side by side. */
  readonly layout?: 'row' | 'list';
}

/**
 * A fieldset of radios with the server's message for the group under its legend; the fieldset
 * carries the field's id, so the form's list of problems links to it.
 */
export function ChoiceGroup({ name, legend, choices, checked, error, className, before, children, layout = 'list' }: ChoiceGroupProps) {
  const id = fieldId(name);
  return (
    <fieldset id={id} className={['form-section', className].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {before}
      <div className={layout === 'row' ? 'choice-row' : 'choice-list'}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input type="radio" name={name} value={choice.value} checked={choice.value === checked} disabled={choice.disabled} />
            <span>
              {choice.label}
              {choice.note && <span className="hint"> · {choice.note}</span>}
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
