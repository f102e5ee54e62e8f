import { useSignals } from '@preact/signals-react/runtime';
import type { ProductId } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';
import { Icon } from './icons';

export interface ListToggleProps {
  readonly list: 'favorites' | 'compares';
  readonly productId: ProductId;
  /** The accessible name and tooltip while the product is listed, and while it is not. */
  readonly activeLabel: string;
  readonly inactiveLabel: string;
}

/** The favourites or compare toggle. The list's id set changes at once; a refused change is put back by the service. */
export function ListToggle({ list, productId, activeLabel, inactiveLabel }: ListToggleProps) {
  useSignals();
  const { state, services } = useVitrina();
  const listed = state[list].has(productId).value;
  const label = listed ? activeLabel : inactiveLabel;
  const onClick = () => {
    services[list].toggle(productId).catch(() => undefined);
  };
  return (
    <button
      className={`vitrina-toggle vitrina-toggle--${list}`}
      type="button"
      aria-pressed={listed}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name={list === 'favorites' ? 'heart' : 'compare'} />
    </button>
  );
}
