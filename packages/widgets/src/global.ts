/**
 * `@vitrina/widgets/global`: the types of what the script-tag builds give the host page, for its own
 * TypeScript (or JavaScript checked with `// @ts-check`): `window.Vitrina` and the `vitrina:*` events
 * of `document.addEventListener`. Load it with `/// <reference types="@vitrina/widgets/global" />`
 * or `import type {} from '@vitrina/widgets/global'`. Nothing runs: the script tag defines the global.
 */
import type { HostEventMap, VitrinaHandle } from './contract/host-api';

declare global {
  /** Defined by the widgets' script tag as soon as it is evaluated; undefined on a page without it. */
  var Vitrina: VitrinaHandle | undefined;

  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: the events join the DOM's own map
  interface DocumentEventMap extends HostEventMap {}
}

export type * from './contract/host-api';
