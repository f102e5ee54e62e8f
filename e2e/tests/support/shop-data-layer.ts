import type { Page } from '@playwright/test';

/** One push to the page's dataLayer, and the path of the page that pushed it. */
export interface DataLayerEntry {
  readonly event?: string;
  readonly ecommerce?: Record<string, unknown> | null;
  readonly page: string;
}

/** Gives every page a dataLayer whose pushes are recorded here, across navigations. */
export async function recordDataLayer(page: Page): Promise<DataLayerEntry[]> {
  const entries: DataLayerEntry[] = [];
  await page.exposeBinding('recordDataLayer', ({ frame }, entry: Omit<DataLayerEntry, 'page'>) => {
    entries.push({ ...entry, page: new URL(frame.url()).pathname });
  });
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { recordDataLayer: (entry: unknown) => void }).recordDataLayer;
    layer.push = (...items: unknown[]) => {
      for (const item of items) void record(JSON.parse(JSON.stringify(item)));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return entries;
}

export const eventsNamed = (entries: readonly DataLayerEntry[], name: string) => entries.filter((entry) => entry.event === name);
