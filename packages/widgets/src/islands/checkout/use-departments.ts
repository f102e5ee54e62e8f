import type { DeliveryDepartment } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

export interface DepartmentsState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly departments: readonly DeliveryDepartment[];
}

/** The Nova Poshta branches or parcel lockers of the city, loaded again when the city or the type changes. */
export function useDepartments(cityId: number, type: 'newpost' | 'np-mailbox'): DepartmentsState & { retry(): void } {
  const { services } = useVitrina();
  const [state, setState] = useState<DepartmentsState>({ status: 'loading', departments: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', departments: [] });
    services.shop.loadDeliveryDepartments(cityId, type).then(
      (departments) => live && setState({ status: 'ready', departments }),
      () => live && setState({ status: 'failed', departments: [] }),
    );
    return () => {
      live = false;
    };
  }, [services, cityId, type, attempt]);
  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
