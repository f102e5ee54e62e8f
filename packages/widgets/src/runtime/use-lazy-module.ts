import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LazyModule } from './lazy-module';

const warnNotLoaded = (error: unknown) => console.warn('Vitrina: a part of a widget could not be loaded —', error);

/**
 * The module of `lazy` once it has loaded; while `wanted`, loads it. Undefined until then (and
 * after a failed load, which the next time it is wanted tries again). `onError` hears a failed
 * load, while the component is mounted; by default a console warning.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, wanted: boolean, onError: (error: unknown) => void = warnNotLoaded): T | undefined {
  const [module, setModule] = useState(() => lazy.current);
  // The latest onError, without loading again whenever the caller passes a new function.
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let live = true;
    lazy.load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        if (live) onErrorRef.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [lazy, wanted, module]);
  return module;
}
