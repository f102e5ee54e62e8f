/** How close an island is to what the shopper sees: near the viewport, not near it, or not known yet. */
export type Proximity = 'near' | 'unknown' | 'far';

export interface ProximityWatch {
  /** Starts following the element; `onChange` hears each new answer for it. */
  watch(element: Element): void;
  forget(element: Element): void;
  stop(): void;
}

/**
 * "Near" is within one viewport's height above or below it: what the shopper sees or reaches with a
 * flick. An element not rendered (display: none, as a closed dialog's host) is never near. Without
 * IntersectionObserver every element stays 'unknown', and islands mount in document order.
 */
export const NEAR_MARGIN = '100% 0px';

export function createProximityWatch(onChange: (element: Element, proximity: Proximity) => void): ProximityWatch {
  if (typeof IntersectionObserver !== 'function') return { watch() {}, forget() {}, stop() {} };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) onChange(entry.target, entry.isIntersecting ? 'near' : 'far');
    },
    { rootMargin: NEAR_MARGIN },
  );
  return {
    watch: (element) => observer.observe(element),
    forget: (element) => observer.unobserve(element),
    stop: () => observer.disconnect(),
  };
}
