import type { OrderType } from '@vitrina/core';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';

const ORDER_TYPES: readonly OrderType[] = ['new', 'registered', 'fast'];
const LABEL_KEYS: Readonly<Record<OrderType, string>> = {
  new: 'checkout.order_type.new_customer',
  registered: 'checkout.order_type.registered',
  fast: 'checkout.order_type.fast',
};

interface OrderTypeTabsProps {
  readonly value: OrderType;
  readonly onChange: (type: OrderType) => void;
  /** The chosen type's panel. */
  readonly children: ReactNode;
}

/**
 * The order types as tabs (the ARIA tabs pattern): arrows, Home and End move between them and
 * choose at once; the panel below holds the chosen type's fields.
 */
export function OrderTypeTabs({ value, onChange, children }: OrderTypeTabsProps) {
  const { t } = useMessages();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (type: OrderType) => `${id}-tab-${type}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ORDER_TYPES.indexOf(value);
    const last = ORDER_TYPES.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(ORDER_TYPES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className="vitrina-checkout__order-type">
      <div className="vitrina-checkout__tabs" role="tablist" aria-label={t('checkout_form.order_types')} onKeyDown={onKeyDown}>
        {ORDER_TYPES.map((type, index) => (
          <button
            key={type}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(type)}
            className="vitrina-checkout__tab"
            type="button"
            role="tab"
            aria-selected={type === value}
            aria-controls={`${id}-panel`}
            tabIndex={type === value ? 0 : -1}
            onClick={() => onChange(type)}
          >
            {t(LABEL_KEYS[type])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} className="vitrina-checkout__panel" role="tabpanel" aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
}
