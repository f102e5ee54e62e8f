import { COUNTRY_BOUNDS, formatPhone } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import type { StoreView } from '../data/stores';
import type { MessageKey } from '../i18n/translator';
import { Document } from '../layout/document';
import { Icon } from '../layout/icons';
import { widgetAttrs } from '../widget-attributes';

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
              {store.address.includes(store.city) ? store.address : `${store.city}, ${store.address}`}
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

/** Shops and service centres: the plain list, marked (coordinates on each item) for a store-map island not built yet. */
export function MapPage({ ctx, stores }: { ctx: PageContext; stores: readonly StoreView[] }) {
  const { t } = ctx;
  const { topLeft, bottomRight } = COUNTRY_BOUNDS;
  return (
    <Document ctx={ctx} page="map" title={t('pages.map.title')}>
      <h1 className="page-title">{t('pages.map.title')}</h1>
      <div
        className="store-map"
        role="region"
        aria-label={t('pages.map.map_area')}
        {...widgetAttrs('store-map', { bounds: `${topLeft.lat},${topLeft.lng},${bottomRight.lat},${bottomRight.lng}` })}
      />
      <StoreList ctx={ctx} stores={stores.filter((store) => store.kind === 'shop')} title="map.shops" id="shops-title" />
      <StoreList ctx={ctx} stores={stores.filter((store) => store.kind === 'service')} title="map.service_centers" id="services-title" />
    </Document>
  );
}
