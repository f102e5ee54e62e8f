import { cardAnalyticsSchema, listAnalyticsSchema } from '@vitrina/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { element, productActionsAttributes } from '../testing/island-test-kit';
import { assertFuzz } from './fuzz-run';
import { openFuzzPage } from './fuzz-page';
import { hostileItemText, hostileListText } from './hostile-card-analytics';
import { expectHealthyNeighbours } from './page-checks';

const RUNS = 50;
const CARD_IDS = [101, 102, 103];
let cards = 0;
let faultyItems = 0;
let faultyLists = 0;

function valid(text: string | null, schema: z.ZodMiniType): boolean {
  if (text === null) return true;
  try {
    return z.safeParse(schema, JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** A list holding one card: the card's analytics, its product-actions island and a link to the product. */
function hostileCard(id: number, item: string, list: string | null): HTMLElement {
  const card = element('article', { 'data-analytics-item': item }, element('div', productActionsAttributes(id)), element('a', { href: '#fuzz-product', 'data-select-item': '' }, 'Телефон'));
  return element('ul', list === null ? {} : { 'data-analytics-list': list }, element('li', {}, card));
}

const hostileCards = fc.tuple(...CARD_IDS.map((id) => fc.record({ id: fc.constant(id), item: hostileItemText(id), list: hostileListText })));

describe('cards with hostile analytics JSON', () => {
  afterAll(() => console.info(`[fuzz] card analytics: ${cards} cards, ${faultyItems} faulty items, ${faultyLists} faulty lists read`));

  it('still buy, report each faulty attribute once however often they are used, run no script and pollute nothing', async () => {
    await assertFuzz(
      'card analytics',
      fc.asyncProperty(hostileCards, async (specs) => {
        cards += specs.length;
        const page = await openFuzzPage({ nodes: specs.map(({ id, item, list }) => hostileCard(id, item, list)) });
        try {
          let expected = 0;
          for (const [index, { id, item, list }] of specs.entries()) {
            const itemValid = valid(item, cardAnalyticsSchema);
            // The list is read only for a card whose own analytics are valid.
            const listFaulty = itemValid && !valid(list, listAnalyticsSchema);
            expected += (itemValid ? 0 : 1) + (listFaulty ? 1 : 0);
            faultyItems += itemValid ? 0 : 1;
            faultyLists += listFaulty ? 1 : 0;
            const island = document.querySelectorAll<HTMLElement>('ul > li > article')[index]!;
            const buy = () => island.querySelector<HTMLButtonElement>('.vitrina-actions__main > .vitrina-button')!;
            buy().click();
            await vi.waitFor(() => expect(buy().classList.contains('vitrina-button--done')).toBe(true), { interval: 5, timeout: 15_000 });
            expect(page.api.added()).toContain(id);
            // Used again: the product's link, and the buy button once more (now "in the cart").
            island.querySelector('a')!.click();
            buy().click();
          }
          await expectHealthyNeighbours(page);
          expect(page.warnings, 'one warning per faulty attribute').toHaveLength(expected);
          for (const event of page.events) expect(Object.getPrototypeOf(event)).toBe(Object.prototype);
        } finally {
          page.close();
        }
      }),
      RUNS,
    );
    expect(cards).toBeGreaterThanOrEqual(RUNS * CARD_IDS.length);
  });
});
