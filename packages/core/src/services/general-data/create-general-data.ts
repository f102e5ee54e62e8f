import type { ServiceContext } from '../service-context';

/** The shop's general data (contacts, links, settings every page shows): the only writer of `state.generalData`. */
export interface GeneralDataLoader {
  /** Loads the general data into `state.generalData`; false when it could not (reported by the API client). */
  loadGeneralData(): Promise<boolean>;
}

export function createGeneralData({ api, state }: Pick<ServiceContext, 'api' | 'state'>): GeneralDataLoader {
  return {
    async loadGeneralData() {
      try {
        state.generalData.value = (await api.call('GetGeneralData')).data;
        return true;
      } catch {
        return false;
      }
    },
  };
}
