import { describe, expect, it, vi } from 'vitest';
import type { Proximity, ProximityWatch } from './island-proximity';
import { createMountQueue, FIRST_SLICE, type MountQueueOptions } from './mount-queue';

interface Item {
  readonly element: Element;
  readonly name: string;
}

const items = (count: number, prefix = 'island'): Item[] =>
  Array.from({ length: count }, (_, index) => ({ element: document.createElement('div'), name: `${prefix} ${index + 1}` }));

/** Lets every pending promise callback run (no timers involved). */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

/**
 * A fake browser: a clock that mounting moves on by `msPerIsland` per island, turns given back only
 * when the test says so, and an IntersectionObserver stand-in the test answers for.
 */
function fakeBrowser(msPerIsland = 1) {
  let clock = 0;
  const turns: (() => void)[] = [];
  const slices: string[][] = [];
  let tellProximity: (element: Element, proximity: Proximity) => void = () => {};
  const watched = new Set<Element>();
  const watch: ProximityWatch = { watch: (element) => watched.add(element), forget: (element) => watched.delete(element), stop: () => watched.clear() };
  const options: MountQueueOptions<Item> = {
    load: () => Promise.resolve(),
    mount: (slice) => {
      slices.push(slice.map((item) => item.name));
      clock += slice.length * msPerIsland;
    },
    budgetMs: 30,
    now: () => clock,
    yieldToBrowser: () => new Promise<void>((resolve) => turns.push(resolve)),
    watchProximity: (onChange) => ((tellProximity = onChange), watch),
  };
  return {
    options,
    slices,
    watched,
    /** Turns the queue waits for now. */
    waiting: () => turns.length,
    /** Gives the queue its turn back and lets it run to its next yield. */
    async turn() {
      turns.shift()?.();
      await settle();
    },
    tell: (item: Item, proximity: Proximity) => tellProximity(item.element, proximity),
  };
}

describe('createMountQueue', () => {
  it('mounts a first small slice, then slices sized so each takes the budget, yielding to the browser between them', async () => {
    const browser = fakeBrowser(1);
    const queue = createMountQueue(browser.options);
    let done = false;
    void queue.add(items(100)).then(() => (done = true));
    await settle();
    expect(browser.slices.map((slice) => slice.length)).toEqual([FIRST_SLICE]);
    expect(browser.waiting()).toBe(1);

    await browser.turn();
    expect(browser.slices.map((slice) => slice.length)).toEqual([FIRST_SLICE, 30]);
    while (browser.waiting() > 0) await browser.turn();
    expect(browser.slices.map((slice) => slice.length)).toEqual([FIRST_SLICE, 30, 30, 30, 6]);
    expect(browser.slices.flat()).toEqual(items(100).map((item) => item.name));
    expect(done).toBe(true);
    expect(browser.watched.size).toBe(0);
  });

  it('puts many cheap islands in one slice, as one batch', async () => {
    const browser = fakeBrowser(0.05);
    const queue = createMountQueue(browser.options);
    void queue.add(items(2000));
    await settle();
    await browser.turn();
    expect(browser.slices.map((slice) => slice.length)).toEqual([FIRST_SLICE, 600]);
  });

  it('with yieldFirst mounts nothing until the browser had a turn', async () => {
    const browser = fakeBrowser();
    const queue = createMountQueue(browser.options);
    const done = queue.add(items(2), { yieldFirst: true });
    await settle();
    expect(browser.slices).toEqual([]);
    await browser.turn();
    await done;
    expect(browser.slices).toEqual([['island 1', 'island 2']]);
  });

  it('mounts the islands near the viewport first, then those not known yet in document order, then the far ones', async () => {
    const browser = fakeBrowser(10);
    const queue = createMountQueue(browser.options);
    const page = items(8);
    void queue.add(page, { yieldFirst: true });
    browser.tell(page[7]!, 'near');
    browser.tell(page[0]!, 'far');
    browser.tell(page[1]!, 'far');
    browser.tell(page[5]!, 'near');
    while (browser.waiting() > 0) await browser.turn();
    expect(browser.slices.flat()).toEqual(['island 6', 'island 8', 'island 3', 'island 4', 'island 5', 'island 7', 'island 1', 'island 2']);
    expect(browser.watched.size).toBe(0);
  });

  it('moves an island scrolled near while it waits ahead of the others', async () => {
    const browser = fakeBrowser(10);
    const queue = createMountQueue(browser.options);
    const page = items(12);
    for (const item of page) browser.tell(item, 'far');
    void queue.add(page);
    for (const item of page) browser.tell(item, 'far');
    await settle();
    expect(browser.slices).toEqual([['island 1', 'island 2', 'island 3', 'island 4']]);
    browser.tell(page[10]!, 'near');
    await browser.turn();
    expect(browser.slices[1]).toEqual(['island 11', 'island 5', 'island 6']);
  });

  it('queues an island only once, and islands added while it runs join the same run', async () => {
    const browser = fakeBrowser(10);
    const queue = createMountQueue(browser.options);
    const page = items(6);
    void queue.add(page.slice(0, 5));
    await settle();
    const later = queue.add([page[4]!, page[5]!]);
    while (browser.waiting() > 0) await browser.turn();
    await later;
    expect(browser.slices.flat()).toEqual(page.map((item) => item.name));
  });

  it('waits for what a slice needs before mounting it', async () => {
    const browser = fakeBrowser();
    let arrive: () => void = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const queue = createMountQueue({ ...browser.options, load });
    const done = queue.add(items(2));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(browser.slices).toEqual([]);
    arrive();
    await done;
    expect(browser.slices).toEqual([['island 1', 'island 2']]);
  });

  it('rejects the islands of a slice that failed to mount, and mounts the next ones', async () => {
    const browser = fakeBrowser(10);
    const mount = vi.fn((slice: readonly Item[]) => {
      if (slice.some((item) => item.name === 'bad 1')) throw new Error('boom');
      browser.options.mount(slice);
    });
    const queue = createMountQueue({ ...browser.options, mount });
    const bad = queue.add(items(1, 'bad'));
    await settle();
    const good = queue.add(items(3, 'good'));
    await settle();
    while (browser.waiting() > 0) await browser.turn();
    await expect(bad).rejects.toThrow('boom');
    await good;
    expect(browser.slices.flat()).toEqual(['good 1', 'good 2', 'good 3']);
  });

  it('clear() drops every waiting island and stops following them', async () => {
    const browser = fakeBrowser(10);
    const queue = createMountQueue(browser.options);
    const done = queue.add(items(10));
    await settle();
    queue.clear();
    await done;
    await browser.turn();
    expect(browser.slices.flat()).toHaveLength(FIRST_SLICE);
    expect(browser.watched.size).toBe(0);
  });
});
