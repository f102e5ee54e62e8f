import type { HostEventDetails, HostEventName } from '../contract/host-api';

type Short<Name> = Name extends `vitrina:${infer Rest}` ? Rest : never;

/** Plain data, copied and frozen all the way down: what an event's `detail` holds, never the SDK's live state. */
export const frozenCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value), (_key, inner: unknown) => Object.freeze(inner)) as T;

/**
 * Dispatches `vitrina:<name>` on `document` with a frozen copy of `detail`. Called outside the SDK's
 * own work (a microtask later), so a listener that throws is only the browser's to report.
 */
export function emitHostEvent<Name extends HostEventName>(document: Document, name: Short<Name>, detail: HostEventDetails[Name]): void {
  document.dispatchEvent(new CustomEvent(`vitrina:${name}`, { detail: frozenCopy(detail) }));
}
