import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { allWidgets } from '../islands/all-widgets';
import { describeIsland } from '../runtime/describe-island';
import { readIslandProps } from '../runtime/read-island-props';
import { assertFuzz } from './fuzz-run';
import { openFuzzPage } from './fuzz-page';
import { buildHostileIsland, hostileIslandSpec } from './hostile-islands';
import { expectHealthyNeighbours, warningsNaming } from './page-checks';

const RUNS = 75;
const ISLANDS_PER_RUN = 4;
let islands = 0;
let refusedIslands = 0;

/** Whether the runtime should refuse the island: no widget by its name, or props its widget's schema refuses. */
async function refused(island: Element): Promise<boolean> {
  const definition = allWidgets.find((widget) => widget.name === island.getAttribute('data-widget'));
  if (!definition) return true;
  const { props } = await definition.load();
  return !readIslandProps(island, props).ok;
}

describe('islands with hostile data attributes, beside healthy ones', () => {
  afterAll(() => console.info(`[fuzz] attributes: ${islands} hostile islands, ${refusedIslands} refused with a warning, ${islands - refusedIslands} mounted`));

  it('run no script, throw nothing, warn once for each bad island, and leave the healthy cards buying and toggling', async () => {
    await assertFuzz(
      'attributes',
      fc.asyncProperty(fc.uniqueArray(hostileIslandSpec, { minLength: ISLANDS_PER_RUN, maxLength: ISLANDS_PER_RUN, selector: (spec) => describeIsland(buildHostileIsland(spec)) }), async (specs) => {
        const hostile = specs.map(buildHostileIsland);
        const expected = await Promise.all(hostile.map(async (island) => ({ name: describeIsland(island), warnings: (await refused(island)) ? 1 : 0 })));
        islands += hostile.length;
        refusedIslands += expected.filter(({ warnings }) => warnings > 0).length;
        const page = await openFuzzPage({ nodes: hostile });
        try {
          await expectHealthyNeighbours(page);
          for (const { name, warnings } of expected) expect(warningsNaming(page, name), `warnings naming ${name}: ${page.warnings.join('\n')}`).toBe(warnings);
          expect(page.warnings.length, page.warnings.join('\n')).toBe(expected.reduce((sum, { warnings }) => sum + warnings, 0));
        } finally {
          page.close();
        }
      }),
      RUNS,
    );
    expect(islands).toBeGreaterThanOrEqual(RUNS * ISLANDS_PER_RUN);
  });
});
