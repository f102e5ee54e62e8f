import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProximityWatch, NEAR_MARGIN, type Proximity } from './island-proximity';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver stand-in whose answers the test gives. */
function stubObserver() {
  const created: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Set<Element>; disconnected: boolean }[] = [];
  class FakeObserver {
    readonly record: (typeof created)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: new Set(), disconnected: false };
      created.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.add(element);
    }
    unobserve(element: Element) {
      this.record.observed.delete(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return created;
}

describe('createProximityWatch', () => {
  it('tells near or far from the observer’s answers, with a margin of one viewport', () => {
    const created = stubObserver();
    const heard: [Element, Proximity][] = [];
    const watch = createProximityWatch((element, proximity) => heard.push([element, proximity]));
    const [shown, below] = [document.createElement('div'), document.createElement('div')];
    watch.watch(shown);
    watch.watch(below);
    const observer = created[0]!;
    expect(observer.options?.rootMargin).toBe(NEAR_MARGIN);
    const entry = (target: Element, isIntersecting: boolean) => ({ target, isIntersecting }) as IntersectionObserverEntry;
    observer.callback([entry(shown, true), entry(below, false)], {} as IntersectionObserver);
    expect(heard).toEqual([
      [shown, 'near'],
      [below, 'far'],
    ]);
    watch.forget(shown);
    expect([...observer.observed]).toEqual([below]);
    watch.stop();
    expect(observer.disconnected).toBe(true);
  });

  it('says nothing without IntersectionObserver, so islands keep their document order', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onChange = vi.fn();
    const watch = createProximityWatch(onChange);
    watch.watch(document.createElement('div'));
    watch.stop();
    expect(onChange).not.toHaveBeenCalled();
  });
});
