import { createProductSearch, type ProductSearch } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

/** The dialog's own search model over the SDK's API client and storage; its search on the way is dropped when the dialog goes. */
export function useProductSearch(): ProductSearch {
  const { api, storage } = useVitrina();
  const [search] = useState(() => createProductSearch({ api, storage }));
  useEffect(() => () => search.cancel(), [search]);
  return search;
}
