import type { Vitrina } from '@vitrina/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { renderWith } from '../../testing/sign-in-test-kit';
import { sampleStores } from '../../testing/sample-stores';
import { StoreMap } from './store-map';
import type { StoreMapProps } from './store-map-props';

/** The island on its own, with the sample stores; resolves once Leaflet has drawn the markers. */
export async function renderStoreMap(vitrina: Vitrina, props: Partial<StoreMapProps> = {}) {
  const view = renderWith(vitrina, <StoreMap mapStores={[...sampleStores]} {...props} />);
  await waitFor(() => expect(document.querySelector('[data-map-ready]')).not.toBeNull(), { timeout: 5000 });
  return view;
}

export const markers = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('.leaflet-marker-icon'));
export const marker = (id: number): HTMLElement => document.querySelector<HTMLElement>(`.leaflet-marker-icon[data-store-id="${id}"]`)!;
/** A store's button in the list (the markers are buttons too, named by their titles). */
export const storeButton = (name: RegExp | string): HTMLElement => within(document.querySelector<HTMLElement>('.store-map-list')!).getByRole('button', { name });
export const status = (): HTMLElement => screen.getByRole('status');

type Answer = { coords: { latitude: number; longitude: number } } | { code: 1 | 2 | 3 };

/** The browser's geolocation, answering the next request as told (a position, or an error code). */
export function fakeGeolocation(answer: Answer): { readonly asked: () => number } {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('coords' in answer) success({ coords: answer.coords, timestamp: Date.now() } as GeolocationPosition);
    else failure?.({ code: answer.code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  stubGeolocation({ getCurrentPosition } as unknown as Geolocation);
  return { asked: () => getCurrentPosition.mock.calls.length };
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}

/** The browser's navigator with this geolocation (undefined: a browser without it); vi.unstubAllGlobals restores it. */
export function stubGeolocation(geolocation: Geolocation | undefined): void {
  vi.stubGlobal('navigator', Object.create(navigator, { geolocation: { value: geolocation, configurable: true } }) as Navigator);
}
