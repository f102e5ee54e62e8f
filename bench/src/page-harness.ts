import type { Vitrina } from '@vitrina/core';

/** Which islands re-rendered (React: roots that committed; vanilla: islands whose update ran). */
export interface RenderCounter {
  updates: number;
  readonly islands: Set<Element>;
}

export interface BenchImpl {
  readonly vitrina: Vitrina;
  /** Mounts the islands on the page and starts watching for more; resolves once they are rendered. */
  start(): Promise<void> | void;
  readonly renders: RenderCounter;
}

const ISLANDS = '[data-widget="product-actions"]';
const RENDERED = ':scope > .vitrina-actions';

const isRendered = (island: Element): boolean => island.querySelector(RENDERED) !== null;

function nextFrame(): Promise<void> {
  // After the frame's style, layout and paint: the task queued from inside requestAnimationFrame.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves with the time `check` first holds, looked at now and after every mutation below `target`. */
function whenTrue(target: Node, check: () => boolean): Promise<number> {
  if (check()) return Promise.resolve(performance.now());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!check()) return;
      const at = performance.now();
      observer.disconnect();
      resolve(at);
    });
    observer.observe(target, { childList: true, subtree: true, attributes: true });
  });
}

/** Counts the distinct islands whose DOM changed while it runs. */
function watchIslandDom(root: Node) {
  const changed = new Set<Element>();
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const island = node?.closest(ISLANDS);
      if (island) changed.add(island);
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  return {
    stop() {
      note(observer.takeRecords());
      observer.disconnect();
      return changed.size;
    },
  };
}

declare global {
  interface Window {
    __bench?: ReturnType<typeof createHarness>;
  }
}

function createHarness(impl: BenchImpl) {
  const islands = () => Array.from(document.querySelectorAll(ISLANDS));
  const resetRenders = () => {
    impl.renders.updates = 0;
    impl.renders.islands.clear();
  };
  /** How mounting `mounted` went: how many rendered, how many islands React rendered, the time to mount and to the next frame. */
  const mountReport = (mounted: Element[], t0: number, t1: number, t2: number) => ({
    islands: mounted.length,
    rendered: mounted.filter(isRendered).length,
    renderedIslands: impl.renders.islands.size,
    mountMs: t1 - t0,
    toFrameMs: t2 - t0,
  });

  return {
    /** When the script had loaded and created the SDK, in ms from navigation start. */
    readyAt: performance.now(),

    async mount() {
      const all = islands();
      resetRenders();
      const t0 = performance.now();
      await impl.start();
      const t1 = performance.now();
      await nextFrame();
      const t2 = performance.now();
      return mountReport(all, t0, t1, t2);
    },

    /** Clicks the buy button of the island at `index` and follows it to "in cart". */
    async cartChange(index: number) {
      const island = islands()[index];
      const button = island?.querySelector<HTMLButtonElement>('.vitrina-button--primary');
      if (!island || !button) throw new Error(`island ${index} has no buy button`);
      await nextFrame();
      resetRenders();
      const dom = watchIslandDom(document.body);
      const t0 = performance.now();
      button.click();
      const busy = whenTrue(island, () => island.querySelector('[aria-busy="true"]') !== null);
      const done = whenTrue(island, () => island.querySelector('.vitrina-button--done') !== null);
      const [tBusy, tDone] = await Promise.all([busy, done]);
      await impl.vitrina.services.cart.whenIdle();
      await nextFrame();
      await nextFrame();
      return {
        busyMs: tBusy - t0,
        doneMs: tDone - t0,
        renderedIslands: impl.renders.islands.size,
        updates: impl.renders.updates,
        domChangedIslands: dom.stop(),
        inCart: impl.vitrina.state.cart.ids.value.length,
      };
    },

    /** Appends server-rendered cards to the list, as a list loaded later does, and waits for their islands. */
    async append(html: string) {
      const list = document.querySelector('.product-grid');
      if (!list) throw new Error('no .product-grid');
      // The list's next page as the server sends it, parsed before the clock starts.
      const range = document.createRange();
      range.selectNodeContents(list);
      const fragment = range.createContextualFragment(html);
      const added = Array.from(fragment.querySelectorAll(ISLANDS));
      await nextFrame();
      resetRenders();
      const t0 = performance.now();
      list.append(fragment);
      const t1 = await whenTrue(list, () => added.every(isRendered));
      await nextFrame();
      const t2 = performance.now();
      return { ...mountReport(added, t0, t1, t2), total: islands().filter(isRendered).length };
    },
  };
}

export function exposeHarness(impl: BenchImpl): void {
  window.__bench = createHarness(impl);
}
