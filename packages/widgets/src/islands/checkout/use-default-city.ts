import { DEFAULT_CITY_ID, type CheckoutValues } from '@vitrina/core';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useVitrina } from '../../vitrina-context';

const unnamed = (values: CheckoutValues) => values.city === null && values.cityText === '';

/**
 * Names the default city (56) when the page did not and nothing else is chosen or typed: the
 * shop's city list without a search leads with it. What the shopper typed meanwhile wins.
 */
export function useDefaultCity(values: CheckoutValues, setValues: Dispatch<SetStateAction<CheckoutValues>>): void {
  const { services } = useVitrina();
  // Decided once, when the form starts: a field emptied later is the shopper's doing.
  const wanted = useRef(unnamed(values)).current;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    services.shop.searchCities().then(
      (cities) => {
        const city = cities.find((one) => one.id === DEFAULT_CITY_ID);
        if (!live || !city) return;
        setValues((current) => (unnamed(current) ? { ...current, city: { id: city.id, title: city.title }, cityText: city.title } : current));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [services, wanted, setValues]);
}
