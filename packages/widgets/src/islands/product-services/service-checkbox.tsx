import { formatPrice, type Lang } from '@vitrina/core';

export interface ServiceCheckboxProps {
  readonly title: string;
  readonly price: number;
  readonly checked: boolean;
  readonly busy: boolean;
  readonly disabled: boolean;
  readonly lang: Lang;
  readonly onChange: (on: boolean) => void;
}

/**
 * One service product: a checkbox labelled by its title and price. While its change is on its way
 * it cannot be changed (aria-disabled, not `disabled`, so the keyboard user's focus stays on it).
 */
export function ServiceCheckbox({ title, price, checked, busy, disabled, lang, onChange }: ServiceCheckboxProps) {
  return (
    <label className="vitrina-service">
      <input
        className="vitrina-service__checkbox"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onChange={(event) => {
          if (!busy) onChange(event.currentTarget.checked);
        }}
      />
      <span className="vitrina-service__title">{title}</span>
      <span className="vitrina-service__price">{formatPrice(price, lang)}</span>
    </label>
  );
}
