import { useEffect, useState } from 'react';
import type { LazyModule } from './lazy-module';

/**
 * The module of `lazy` once it has loaded; while `wanted`, loads it. Undefined until then (and
 * after a failed load, which the next time it is wanted tries again).
 */
export function useLazyModule<T>(lazy: LazyModule<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState(() => lazy.current);
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let live = true;
    lazy.load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => console.warn('Vitrina: a part of a widget could not be loaded —', error),
    );
    return () => {
      live = false;
    };
  }, [lazy, wanted, module]);
  return module;
}
