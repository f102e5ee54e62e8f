import type { EndpointDefinition } from '@vitrina/core';

/** Where a registry entry is served: /api/profile/… or /api/shop/…, `{param}` → `:param`, id appended. */
export function routePath(definition: EndpointDefinition<unknown, unknown>): string {
  const base = definition.api === 'profile' ? '/api/profile/' : '/api/shop/';
  const path = definition.path.replace(/\{(\w+)\}/g, ':$1');
  return `${base}${path}${definition.idParam ? '/:__id' : ''}`;
}
