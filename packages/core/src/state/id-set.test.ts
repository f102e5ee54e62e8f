import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { IdSet } from './id-set';

describe('IdSet', () => {
  it('keeps insertion order and drops duplicates', () => {
    const set = new IdSet([3, 1, 3, 2]);
    expect(set.ids.value).toEqual([3, 1, 2]);
    expect(set.count.value).toBe(3);
  });

  it('adds only when absent and removes only when present', () => {
    const set = new IdSet([1]);
    expect(set.add(1)).toBe(false);
    expect(set.add(2)).toBe(true);
    expect(set.remove(5)).toBe(false);
    expect(set.remove(1)).toBe(true);
    expect(set.ids.value).toEqual([2]);
  });

  it('toggles membership', () => {
    const set = new IdSet();
    expect(set.toggle(7)).toBe(true);
    expect(set.has(7).value).toBe(true);
    expect(set.toggle(7)).toBe(false);
    expect(set.has(7).value).toBe(false);
  });

  it('wakes only the reader of the product whose membership changed', () => {
    const set = new IdSet([1, 2]);
    const runs = { 1: 0, 2: 0, 3: 0 };
    const stops = ([1, 2, 3] as const).map((id) =>
      effect(() => {
        void set.has(id).value;
        runs[id] += 1;
      }),
    );
    expect(runs).toEqual({ 1: 1, 2: 1, 3: 1 });

    set.add(3);
    expect(runs).toEqual({ 1: 1, 2: 1, 3: 2 });

    set.remove(1);
    expect(runs).toEqual({ 1: 2, 2: 1, 3: 2 });

    set.replace([2, 3]);
    expect(runs).toEqual({ 1: 2, 2: 1, 3: 2 });
    stops.forEach((stop) => stop());
  });

  it('gives a lookup created after changes the current membership', () => {
    const set = new IdSet();
    set.replace([4, 5]);
    expect(set.has(5).value).toBe(true);
    set.clear();
    expect(set.has(5).value).toBe(false);
    expect(set.count.value).toBe(0);
  });

  it('exposes a read-only face without writers', () => {
    const set = new IdSet([1]);
    const view = set.readonly;
    expect(Object.keys(view).sort()).toEqual(['count', 'has', 'ids']);
    set.add(2);
    expect(view.ids.value).toEqual([1, 2]);
    expect(view.has(2).value).toBe(true);
  });
});
