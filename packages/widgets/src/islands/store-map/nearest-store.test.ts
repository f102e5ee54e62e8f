import { describe, expect, it } from 'vitest';
import { distanceKm, nearestStore } from './nearest-store';
import type { MapStore } from './store-map-props';

const store = (id: number, lat: number, lng: number, kind: MapStore['kind'] = 'shop'): MapStore => ({ id, kind, title: `Store ${id}`, address: 'Addr', lat, lng });

describe('distanceKm', () => {
  it('measures along the great circle: Kyiv to Lviv is about 468 km, Kyiv to Odesa about 442 km', () => {
    const kyiv = { lat: 50.4501, lng: 30.5234 };
    expect(distanceKm(kyiv, { lat: 49.8397, lng: 24.0297 })).toBeCloseTo(468, -1);
    expect(distanceKm(kyiv, { lat: 46.4825, lng: 30.7233 })).toBeCloseTo(442, -1);
  });

  it('is zero for the same point and the same both ways', () => {
    const a = { lat: 48.5, lng: 35 };
    const b = { lat: 47.8, lng: 35.2 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('nearestStore', () => {
  it('picks the closest store and says how far it is', () => {
    const stores = [store(1, 50.45, 30.52), store(2, 49.84, 24.03), store(3, 46.48, 30.72)];
    const found = nearestStore(stores, { lat: 49.9, lng: 24.1 });
    expect(found?.store.id).toBe(2);
    expect(found?.km).toBeGreaterThan(5);
    expect(found?.km).toBeLessThan(15);
  });

  it('gives null for no stores', () => {
    expect(nearestStore([], { lat: 50, lng: 30 })).toBeNull();
  });
});
