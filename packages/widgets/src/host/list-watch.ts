import type { ReadonlyIdSet } from '@vitrina/core';
import { emitHostEvent } from './host-event';
import { watchSignals } from './watch-signals';

/** `vitrina:favorites-changed` or `vitrina:compares-changed` whenever the list's ids change, here or in another tab. */
export function watchList(document: Document, list: ReadonlyIdSet, name: 'favorites' | 'compares'): void {
  watchSignals([list.ids], () => list.ids.peek(), (ids, before) => {
    if (ids.join() !== before.join()) emitHostEvent(document, `${name}-changed`, { ids, count: ids.length });
  });
}
