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

/** One service product: a checkbox labelled by its title and price. */
export function ServiceCheckbox({ title, price, checked, busy, disabled, lang, onChange }: ServiceCheckboxProps) {
  return (
    <label className="vitrina-service">
      <input
        className="vitrina-service__checkbox"
        type="checkbox"
        checked={checked}
        disabled={busy || disabled}
        aria-busy={busy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="vitrina-service__title">{title}</span>
      <span className="vitrina-service__price">{formatPrice(price, lang)}</span>
    </label>
  );
}
