import { TRUSTED_TYPES_POLICIES } from '@vitrina/widgets/contract';
import type { secureHeaders } from 'hono/secure-headers';
import { tilesImageSource } from '../map-tiles';
import type { ShopSettings } from '../settings';

type Directives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The shop's Content-Security-Policy, on every answer (hono's secureHeaders): its own scripts only
 * (the widgets' bundle and chunks; no inline script, no eval), styles of its own and inline ones (the
 * widgets set style attributes), images of its own, data: ones and the map tiles' provider's, calls
 * to itself only, and no framing. Trusted Types are enforced: no script may hand a string to an
 * HTML, script or script URL sink, and the only policies allowed are the widgets' own (their
 * `TRUSTED_TYPES_POLICIES`), each made once, so no `'allow-duplicates'`.
 */
export function contentSecurityPolicy(settings: Pick<ShopSettings, 'mapTiles'>): Directives {
  const tiles = tilesImageSource(settings.mapTiles.url);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(tiles ? [tiles] : [])],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    requireTrustedTypesFor: ["'script'"],
    trustedTypes: [...TRUSTED_TYPES_POLICIES],
  };
}
