import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import type { StoreKind } from './store-map-props';

export type KindChoice = StoreKind | 'all';

/** Which stores the list and the map show: all, shops or service centres; native radio buttons. */
export function KindFilter({ value, counts, onChange }: { value: KindChoice; counts: Readonly<Record<KindChoice, number>>; onChange: (value: KindChoice) => void }) {
  const { t } = useMessages();
  const name = useId();
  const options: readonly [KindChoice, string][] = [
    ['all', t('map.all', { n: counts.all })],
    ['shop', t('map.shops_count', { n: counts.shop })],
    ['service', t('map.service_centers_count', { n: counts.service })],
  ];
  return (
    <fieldset className="store-map-filter">
      <legend>{t('map.filter')}</legend>
      {options.map(([kind, label]) => (
        <label key={kind} className="store-map-filter-option">
          <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
