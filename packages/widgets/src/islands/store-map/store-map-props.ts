import { COUNTRY_BOUNDS } from '@vitrina/core';
import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** A shop or a service centre, as the page's embedded JSON gives it. */
export const mapStoreSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(['shop', 'service']),
  title: z.string().check(z.minLength(1)),
  /** With the city: the list and the markers name a store by its title and address. */
  address: z.string().check(z.minLength(1)),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  hours: z.optional(z.string()),
  phone: z.optional(z.string()),
});

export type MapStore = z.infer<typeof mapStoreSchema>;
export type StoreKind = MapStore['kind'];

/** South-west and north-east corners, as Leaflet takes them: `[[south, west], [north, east]]`. */
export type MapBounds = readonly [readonly [number, number], readonly [number, number]];

/** `top,left,bottom,right` in degrees: the north-west corner's latitude and longitude, then the south-east's. */
function readBounds(text: string): MapBounds | null {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [top, left, bottom, right] = parts as [number, number, number, number];
  if (top <= bottom || right <= left || Math.abs(top) > 90 || Math.abs(bottom) > 90) return null;
  return [
    [bottom, left],
    [top, right],
  ];
}

const { topLeft, bottomRight } = COUNTRY_BOUNDS;
/** The country's corners (the core's COUNTRY_BOUNDS): the map's bounds when the page gives none. */
export const COUNTRY_MAP_BOUNDS: MapBounds = [
  [bottomRight.lat, topLeft.lng],
  [topLeft.lat, bottomRight.lng],
];

const bounds = z.pipe(
  z.string().check(z.refine((text) => readBounds(text) !== null, { message: 'four numbers: top,left,bottom,right' })),
  z.transform((text: string): MapBounds => readBounds(text)!),
);

const isHttps = (value: string): boolean => /^https:\/\/[^\s"'<>]+$/i.test(value);

/** An https or same-site address template with `{z}`, `{x}` and `{y}` (Leaflet's tile layer URL). */
const tilesUrl = z.string().check(
  z.refine((value) => (isHttps(value) || /^\/(?!\/)[^\s"'<>]*$/.test(value)) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
    message: 'an https or same-site address with {z}, {x} and {y}',
  }),
);

const httpsUrl = z.string().check(z.refine(isHttps, { message: 'an https address' }));

/**
 * The map page's island (packages/widgets/docs/widget-contract.md, `store-map`): the stores in its
 * embedded JSON, the corners the map keeps to, and where its tiles come from. Without a tile address
 * the map shows the markers on a blank ground and loads nothing from elsewhere.
 */
export const storeMapProps = islandProps({
  // Optional as an attribute (templates give it in the embedded JSON), required all the same, below.
  mapStores: z.optional(z.array(mapStoreSchema).check(z.minLength(1))),
  bounds: z.optional(bounds),
  tilesUrl: z.optional(tilesUrl),
  tilesAttribution: z.optional(z.string().check(z.trim(), z.minLength(1))),
  tilesAttributionUrl: z.optional(httpsUrl),
}).check(z.refine((props) => props.mapStores !== undefined, { message: 'the stores, in the embedded JSON', path: ['mapStores'] }));

export type StoreMapProps = z.infer<typeof storeMapProps>;
