import type { ServiceContext } from '../service-context';

/**
 * Loads the shop's general data (contacts, links, languages every page shows) into
 * `state.generalData`, its only writer; false when it could not (reported by the API client).
 */
export async function loadGeneralData({ api, state }: Pick<ServiceContext, 'api' | 'state'>): Promise<boolean> {
  try {
    state.generalData.value = (await api.call('GetGeneralData')).data;
    return true;
  } catch {
    return false;
  }
}
