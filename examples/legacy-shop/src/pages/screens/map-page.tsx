import { COUNTRY_BOUNDS, formatPhone } from '@vitrina/core';
import type { MapTiles } from '../../map-tiles';
import type { PageContext } from '../context/page-context';
import type { StoreView } from '../data/stores';
import type { MessageKey } from '../i18n/translator';
import { Document } from '../layout/document';
import { Icon } from '../layout/icons';
import { JsonScript } from '../layout/json-script';
import { widgetAttrs } from '../widget-attributes';

const fullAddress = (store: StoreView): string => (store.address.includes(store.city) ? store.address : `${store.city}, ${store.address}`);

function StoreList({ ctx, stores, title, id }: { ctx: PageContext; stores: readonly StoreView[]; title: MessageKey; id: string }) {
  const { t } = ctx;
  if (stores.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t(title)}
      </h2>
      <ul className="store-list">
        {stores.map((store) => (
          <li key={store.id} className="store" {...widgetAttrs(null, { storeId: store.id, storeKind: store.kind, lat: store.lat, lng: store.lng })}>
            <h3 className="store-title">
              <Icon name="pin" size={20} />
              {store.title}
            </h3>
            <p>
              <span className="visually-hidden">{t('pages.map.address')}: </span>
              {fullAddress(store)}
            </p>
            <p>
              {t('map.schedule')}: {store.hours}
            </p>
            <p>
              {t('pages.map.phone')}: <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(store.phone)}</a>
            </p>
            <p>
              <a href={`https://www.google.com/maps/dir/?api=1&destination=${store.lat},${store.lng}`} rel="noopener noreferrer" target="_blank">
                {t('map.route')}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Shops and service centres: the store-map island around the plain list (the view without script),
 * with the stores in its embedded JSON and the shop's tile settings.
 */
export function MapPage({ ctx, stores, tiles }: { ctx: PageContext; stores: readonly StoreView[]; tiles: MapTiles }) {
  const { t } = ctx;
  const { topLeft, bottomRight } = COUNTRY_BOUNDS;
  return (
    <Document ctx={ctx} page="map" title={t('pages.map.title')}>
      <h1 className="page-title">{t('pages.map.title')}</h1>
      <section
        className="store-finder"
        {...widgetAttrs('store-map', {
          bounds: `${topLeft.lat},${topLeft.lng},${bottomRight.lat},${bottomRight.lng}`,
          tilesUrl: tiles.url || null,
          tilesAttribution: tiles.url ? tiles.attribution || null : null,
          tilesAttributionUrl: tiles.url ? tiles.attributionUrl || null : null,
        })}
      >
        <JsonScript id="store-map-data" data={{ mapStores: stores.map(mapStore) }} />
        <StoreList ctx={ctx} stores={stores.filter((store) => store.kind === 'shop')} title="map.shops" id="shops-title" />
        <StoreList ctx={ctx} stores={stores.filter((store) => store.kind === 'service')} title="map.service_centers" id="services-title" />
      </section>
    </Document>
  );
}

/** A store as the island's JSON gives it: the address with its city, as the list shows it. */
function mapStore(store: StoreView) {
  const { id, kind, title, lat, lng, hours, phone } = store;
  return { id, kind, title, address: fullAddress(store), lat, lng, hours, phone };
}
