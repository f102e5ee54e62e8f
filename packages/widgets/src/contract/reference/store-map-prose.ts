import type { IslandProse } from './island-prose';

/** The reference's prose for `store-map` (island-prose.ts); read by the generator and its test only. */
export const storeMapProse: IslandProse = {
  summary:
    'The map page’s shops and service centres on a map (Leaflet, a chunk of its own, with its stylesheet added by the chunk: other pages load none of it) and in a list, in step. The map is kept within the bounds (the country’s corners, COUNTRY_BOUNDS, unless the page gives others) and first shows all of them. Choosing a store in the list centres the map on its marker, highlights it and opens its popup; choosing a marker (click, or Enter or Space on it) marks the list’s item (`aria-current`) and scrolls the list to it. A filter (all, shops, service centres) narrows both. “Nearest to me” asks the browser for the shopper’s position and picks the nearest of the stores shown by great-circle distance, announced with the distance in km in a live region; a refusal, no position or no answer within 10 s each get their own message. The list is the accessible view of the same data: every store is a button named by its title and address. The tiles come from the page’s address, or there are none; when they cannot load the markers and the list work as before, and nothing is reported.',
  withoutScript:
    'The island wraps the page’s own list of stores (by kind, with address, hours, phone and a route link) and holds the stores in its embedded JSON, `<script type="application/json">{"mapStores":[…]}</script>`, a child of the island. The widget replaces the island’s contents, the embedded JSON included; the JSON is read when the island mounts (an attribute changed later is read without it, and so kept as it was).',
  attributes: {
    mapStores:
      'required all the same, in the embedded JSON rather than as an attribute: the stores, `{ id, kind: "shop" | "service", title, address (with the city), lat, lng, hours?, phone? }`, at least one',
    bounds: 'the corners the map keeps to, `top,left,bottom,right` in degrees (north-west latitude and longitude, then south-east); the country’s when left out',
    tilesUrl: 'the tiles’ https or same-site address template with `{z}`, `{x}` and `{y}` (and `{s}` for subdomains); without it the map has no tiles',
    tilesAttribution: 'the tiles’ attribution, as plain text, shown under the map',
    tilesAttributionUrl: 'where the attribution links to (https)',
  },
  example: `<section class="store-finder" data-widget="store-map" data-bounds="52.38,22.14,44.39,40.23"
    data-tiles-url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    data-tiles-attribution="© OpenStreetMap contributors"
    data-tiles-attribution-url="https://www.openstreetmap.org/copyright">
  <script type="application/json">{"mapStores":[{"id":1,"kind":"shop","title":"Магазин «Вітрина», ТРЦ Gulliver","address":"Київ, пл. Спортивна, 1А","lat":50.4386,"lng":30.5224}]}</script>
  <h2>Магазини</h2>
  <ul><li>… the store’s title, address, hours, phone, route link …</li></ul>
</section>`,
};
