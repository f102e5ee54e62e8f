import { effect } from '@preact/signals-core';
import { IdSet, productIdSchema, type KeyValueStore } from '@vitrina/core';
import * as z from 'zod/mini';

const KEY = 'demoFavorites';
const favouritesSchema = z.array(productIdSchema);

/** Favourite product ids kept in the SDK's storage: they survive a reload and follow other tabs. */
export function savedFavourites(storage: KeyValueStore): IdSet {
  const read = () => storage.read(KEY, favouritesSchema) ?? [];
  const favourites = new IdSet(read());
  effect(() => storage.write(KEY, favourites.ids.value));
  storage.subscribe?.(KEY, () => favourites.replace(read()));
  return favourites;
}
