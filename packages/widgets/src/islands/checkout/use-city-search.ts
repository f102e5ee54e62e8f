import type { CitySearch } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

/** The field's own city search from the SDK (null until its code is there); cancelled when the field goes. */
export function useCitySearch(): CitySearch | null {
  const { services } = useVitrina();
  const [search, setSearch] = useState<CitySearch | null>(null);
  useEffect(() => {
    let live = true;
    let made: CitySearch | null = null;
    services.checkout.citySearch().then(
      (created) => {
        made = created;
        if (live) setSearch(created);
        else created.cancel();
      },
      () => {},
    );
    return () => {
      live = false;
      made?.cancel();
    };
  }, [services]);
  return search;
}
