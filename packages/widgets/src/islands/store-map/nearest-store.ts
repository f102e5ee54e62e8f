import type { MapStore } from './store-map-props';

export interface Position {
  readonly lat: number;
  readonly lng: number;
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (the haversine formula). */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface NearestStore {
  readonly store: MapStore;
  readonly km: number;
}

/** The store closest to the position, or null when there is none; the first listed wins a tie. */
export function nearestStore(stores: readonly MapStore[], position: Position): NearestStore | null {
  let best: NearestStore | null = null;
  for (const store of stores) {
    const km = distanceKm(position, store);
    if (!best || km < best.km) best = { store, km };
  }
  return best;
}
