import type { HostEventDetails, HostEventName } from '../contract/host-api';

type Short<Name> = Name extends `vitrina:${infer Rest}` ? Rest : never;

/** Plain data, copied and frozen all the way down: what an event's `detail` holds, never the SDK's live state. */
export const frozenCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value), (_key, inner: unknown) => Object.freeze(inner)) as T;

/**
 * Dispatches `vitrina:<name>` on `document` with a frozen copy of `detail`, outside the SDK's own work
 * (a microtask later). A browser reports a listener that throws and calls the next one; where a DOM
 * throws it out of `dispatchEvent` instead, it is reported here, and the widgets carry on either way.
 */
export function emitHostEvent<Name extends HostEventName>(document: Document, name: Short<Name>, detail: HostEventDetails[Name]): void {
  try {
    document.dispatchEvent(new CustomEvent(`vitrina:${name}`, { detail: frozenCopy(detail) }));
  } catch (error) {
    console.warn(`Vitrina: a vitrina:${name} listener failed`, error);
  }
}
