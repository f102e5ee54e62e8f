import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';

export interface QuantityStepperProps {
  /** The product's title, naming the group for assistive technology. */
  readonly title: string;
  /** The units shown: the last one asked for while changes are on their way. */
  readonly quantity: number;
  /** One unit more (+1) or less (−1). */
  readonly onStep: (delta: 1 | -1) => void;
  /** A typed quantity; 0 removes the line. */
  readonly onSet: (quantity: number) => void;
}

const TYPED = /^\d{1,3}$/;

/**
 * −, the units, +. Each click is a change of its own; a typed quantity is sent when the field
 * is left or Enter is pressed (Escape puts the shown one back), and anything but a whole number
 * is dropped. At one unit − stays focusable but does nothing (removal is the line's own button).
 */
export function QuantityStepper({ title, quantity, onStep, onSet }: QuantityStepperProps) {
  const { t } = useMessages();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    if (TYPED.test(typed) && Number(typed) !== quantity) onSet(Number(typed));
  };

  return (
    <div className="vitrina-stepper" role="group" aria-label={t('cart_page.quantity_of', { title })}>
      <button
        type="button"
        className="vitrina-stepper__button"
        aria-label={t('cart.decrease')}
        aria-disabled={quantity <= 1 || undefined}
        onClick={() => {
          if (quantity > 1) onStep(-1);
        }}
      >
        −
      </button>
      <input
        className="vitrina-stepper__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('cart.quantity')}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            setDraft(null);
          }
        }}
      />
      <button type="button" className="vitrina-stepper__button" aria-label={t('cart.increase')} onClick={() => onStep(1)}>
        +
      </button>
    </div>
  );
}
