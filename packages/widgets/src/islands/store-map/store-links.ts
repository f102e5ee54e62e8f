import type { MapStore } from './store-map-props';

/** A `tel:` address: the digits and the plus of the phone as written. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Directions to the store in the shopper's map service of choice (Google Maps' documented URL form). */
export const routeHref = ({ lat, lng }: MapStore): string => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
