import { useState } from 'preact/compat';

// @ts-expect-error -- compat's types are one `export =` namespace, which TypeScript will not re-export with `export *`; the module itself has named exports.
export * from 'preact/compat';

let issued = 0;
const nextId = (): string => `_p${(issued += 1)}_`;

/**
 * `useId` in the lite script build (vite.script-lite.config.ts), over Preact's own. React's ids are
 * unique across the page; Preact numbers them afresh in every root (`P0-0`, `P0-1`, …), and every
 * island is a root of its own, so two islands' labels, `aria-labelledby` and `aria-describedby`
 * would point at each other's elements. These come from one counter for the page, as React's do;
 * the islands render in the browser only, so no server-rendered id has to match.
 */
export function useId(): string {
  const [id] = useState(nextId);
  return id;
}
