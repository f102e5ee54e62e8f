import { useSignals } from '@preact/signals-react/runtime';
import { SUPPORT_PHONE } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';

/** The shop's support phone: its general data's, once loaded, else the default number (SUPPORT_PHONE). */
export function useSupportPhone(): string {
  useSignals();
  const { state } = useVitrina();
  return state.generalData.value?.support_phone ?? SUPPORT_PHONE;
}
