import { forwardOnDemand } from '../forward-on-demand';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { AddressesService, PurchasesService } from './portal-types';

export type { AddressesService, PurchasesService } from './portal-types';

/** The portal's calls; their chunk is fetched on the first of them. */
export function portalCalls(context: ServiceContext) {
  return loadOnDemand('portal', () => import('./portal-calls'), context.reportError);
}

/**
 * The profile portal's services (docs/accounts.md): their calls and rules come as one chunk of
 * their own on the first call (load-on-demand.ts), so no other page carries them.
 */
export function createPortalServices(context: ServiceContext): { addresses: AddressesService; purchases: PurchasesService } {
  const load = portalCalls(context);
  return {
    addresses: forwardOnDemand(load, ['list', 'add', 'update', 'remove'], context) as unknown as AddressesService,
    purchases: forwardOnDemand(load, ['loadOrders', 'loadBonusHistory'], context) as unknown as PurchasesService,
  };
}
