import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePageConfig } from '../contract/parse-page-config';
import { assertFuzz } from './fuzz-run';
import { openFuzzPage } from './fuzz-page';
import { hostilePageConfigText } from './hostile-page-configs';
import { expectHealthyNeighbours } from './page-checks';

const RUNS = 100;
let configs = 0;
let refused = 0;

/** Whether the config should be reported: not JSON, or a field the widgets cannot use. */
function isFaulty(text: string): boolean {
  try {
    const problems: string[] = [];
    parsePageConfig(JSON.parse(text), problems);
    return problems.length > 0;
  } catch {
    return true;
  }
}

describe('a hostile page config', () => {
  afterAll(() => console.info(`[fuzz] page config: ${configs} configs, ${refused} reported as faulty`));

  it('runs no script, throws nothing, warns once, pollutes nothing, and leaves the cards buying and toggling', async () => {
    await assertFuzz(
      'page config',
      fc.asyncProperty(hostilePageConfigText, async (configText) => {
        configs += 1;
        const faulty = isFaulty(configText);
        if (faulty) refused += 1;
        const page = await openFuzzPage({ configText });
        try {
          await expectHealthyNeighbours(page);
          expect(page.warnings.filter((warning) => warning.includes('page config')).length, page.warnings.join('\n')).toBe(faulty ? 1 : 0);
          expect(page.warnings, 'warnings other than the config').toHaveLength(faulty ? 1 : 0);
        } finally {
          page.close();
        }
      }),
      RUNS,
    );
    expect(configs).toBeGreaterThanOrEqual(RUNS);
  });
});
