import type { onDemandEndpoints } from './on-demand-endpoints';

export type OnDemandEndpoints = typeof onDemandEndpoints;

/** The calls a page does not make at load, as a chunk of their own. */
export function loadOnDemandEndpoints(): Promise<OnDemandEndpoints> {
  return import('./on-demand-endpoints').then((module) => module.onDemandEndpoints);
}
