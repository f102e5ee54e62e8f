import { useMessages } from '../../i18n/use-messages';
import type { NearestState } from './use-nearest-store';

const MESSAGES = { denied: 'map.geo_denied', unavailable: 'map.geo_unavailable', timeout: 'map.geo_timeout' } as const;

/** The "nearest to me" button and its live region: what was found, or why nothing could be. */
export function NearestStore({ state, onLocate }: { state: NearestState; onLocate: () => void }) {
  const { t, lang } = useMessages();
  let message = '';
  if (state.status === 'locating') message = t('map.locating');
  else if (state.status === 'found') {
    const distance = new Intl.NumberFormat(lang, { maximumFractionDigits: state.km < 10 ? 1 : 0 }).format(state.km);
    message = t(state.store.kind === 'shop' ? 'map.nearest_shop' : 'map.nearest_service', { title: state.store.title, address: state.store.address, distance });
  } else if (state.status !== 'idle') message = t(MESSAGES[state.status]);
  const failed = state.status === 'denied' || state.status === 'unavailable' || state.status === 'timeout';
  return (
    <div className="store-map-nearest">
      <button type="button" className="store-map-nearest-button" onClick={onLocate} aria-busy={state.status === 'locating' || undefined}>
        {t('map.nearest')}
      </button>
      <p className={failed ? 'store-map-status is-error' : 'store-map-status'} role="status">
        {message}
      </p>
    </div>
  );
}
