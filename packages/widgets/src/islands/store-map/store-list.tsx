import { formatPhone } from '@vitrina/core';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { phoneHref, routeHref } from './store-links';
import type { MapStore, StoreKind } from './store-map-props';

interface StoreListProps {
  readonly stores: readonly MapStore[];
  readonly selectedId: number | null;
  /** Set when the choice came from the map or the nearest store: the list scrolls to it. */
  readonly reveal: boolean;
  readonly onChoose: (id: number) => void;
}

const SECTIONS: readonly [StoreKind, string][] = [
  ['shop', 'map.shops'],
  ['service', 'map.service_centers'],
];

/**
 * The accessible view of the map: the stores by kind, each a button named by its title and address
 * that shows it on the map (`aria-current` on the chosen one), with its hours, phone and route.
 */
export function StoreList({ stores, selectedId, reveal, onChoose }: StoreListProps) {
  const { t } = useMessages();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!reveal || selectedId === null) return;
    list.current?.querySelector(`[data-store-id="${selectedId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [reveal, selectedId]);

  return (
    <div ref={list} className="store-map-list">
      {SECTIONS.map(([kind, title]) => {
        const shown = stores.filter((store) => store.kind === kind);
        if (shown.length === 0) return null;
        return (
          <section key={kind} className="store-map-section">
            <h2 className="store-map-section-title">{t(title)}</h2>
            <ul className="store-map-items">
              {shown.map((store) => {
                const selected = store.id === selectedId;
                return (
                  <li key={store.id} className={selected ? 'store-map-item is-selected' : 'store-map-item'} data-store-id={store.id}>
                    <h3 className="store-map-item-title">
                      <button
                        type="button"
                        className="store-map-choose"
                        aria-current={selected ? 'true' : undefined}
                        aria-label={t('map.show_on_map', { title: store.title, address: store.address })}
                        onClick={() => onChoose(store.id)}
                      >
                        {store.title}
                      </button>
                    </h3>
                    <p>
                      <span className="vitrina-visually-hidden">{t('map.address')}: </span>
                      {store.address}
                    </p>
                    {store.hours && (
                      <p>
                        {t('map.schedule')}: {store.hours}
                      </p>
                    )}
                    {store.phone && (
                      <p>
                        {t('map.phone')}: <a href={phoneHref(store.phone)}>{formatPhone(store.phone)}</a>
                      </p>
                    )}
                    <p>
                      <a href={routeHref(store)} target="_blank" rel="noopener noreferrer">
                        {t('map.route')}
                      </a>
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
