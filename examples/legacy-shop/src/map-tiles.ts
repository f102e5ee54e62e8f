/** Where the map page's tiles come from, and the attribution their provider asks for. */
export interface MapTiles {
  /** Leaflet's tile URL template: `{z}`, `{x}`, `{y}`, optionally `{s}`; empty for a map without tiles. */
  readonly url: string;
  /** Plain text, shown under the map. */
  readonly attribution: string;
  readonly attributionUrl: string;
}

/** OpenStreetMap's standard tiles and the attribution its tile usage policy asks for. */
export const OPENSTREETMAP_TILES: MapTiles = Object.freeze({
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
});

/**
 * The Content-Security-Policy source the tiles' images need: the template's origin, with a
 * wildcard for a `{s}` subdomain; none for a same-site template or no tiles.
 */
export function tilesImageSource(url: string): string | null {
  if (!/^https:\/\//i.test(url)) return null;
  const subdomains = /^https:\/\/\{s\}\./i.test(url);
  try {
    const { host } = new URL(url.replace(/\{[a-z]\}/gi, '0'));
    return subdomains ? `https://*.${host.slice(2)}` : `https://${host}`;
  } catch {
    return null;
  }
}
