import { useSignals } from '@preact/signals-react/runtime';
import type { ProductId } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';
import { Icon } from './icons';

export interface ListToggleProps {
  readonly list: 'favorites' | 'compares';
  readonly productId: ProductId;
  /** The accessible name and tooltip while the product is listed ("remove…"), and while it is not ("add…"). */
  readonly activeLabel: string;
  readonly inactiveLabel: string;
}

/**
 * The favourites or compare toggle. Its name says what a press does ("Додати в обране" /
 * "Видалити з обраного"), so it carries no aria-pressed: a pressed state next to a name that
 * changes with it would read as a contradiction. The list's id set changes at once; a refused
 * change is put back by the service.
 */
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
      className={`vitrina-toggle vitrina-toggle--${list}${listed ? ' vitrina-toggle--listed' : ''}`}
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name={list === 'favorites' ? 'heart' : 'compare'} />
    </button>
  );
}
