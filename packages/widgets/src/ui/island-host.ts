import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The island element around a widget's content. Some islands are the shop's own link or nav, so
 * attributes of that element (`hidden`, a state class) are the widget's to keep up to date; React
 * renders only inside it.
 */
export function useIslandHost<E extends HTMLElement>(widget: string): [RefObject<E | null>, HTMLElement | null] {
  const ref = useRef<E>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setHost(ref.current?.closest<HTMLElement>(`[data-widget="${widget}"]`) ?? null);
  }, [widget]);
  return [ref, host];
}
