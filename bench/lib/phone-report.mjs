import { ms } from './stats.mjs';
import { table } from './table.mjs';

export const PHONE_BUDGETS = {
  /** Sum over the load's long tasks of their time beyond 50 ms. */
  totalBlockingMs: 150,
  /** The longest task from the end of parsing on: the widgets' script runs from then. */
  widgetsLongestTaskMs: 120,
  /** The first viewport's islands rendered and the main thread free, from the start of the navigation. */
  viewportInteractiveMs: 800,
};

const shown = (value) => (value === null ? '–' : ms(value));

/** Table 10 and the phone budgets, which hold the builds of this tree (not the baseline's). */
export function printPhone(phone, budgets) {
  const { profile, repeats, variants, sizes } = phone;
  table(
    `10. Category page on a phone-class profile (CPU ${profile.cpuSlowdown}× slower, ${profile.viewport.width}×${profile.viewport.height} px); medians of ${repeats} loads, variants in turns (ms from the start of the navigation)`,
    ['cards', 'page', 'first paint', 'total blocking', 'longest task', 'longest after parse', 'long tasks', 'first viewport interactive', 'islands in it (rendered)', 'every card rendered'],
    sizes.flatMap(({ cards, medians }) =>
      variants.map((name) => {
        const figures = medians[name];
        return [
          cards,
          name,
          shown(figures.firstPaint),
          ms(figures.blocking),
          ms(figures.longest),
          ms(figures.widgetsLongest),
          figures.longTasks,
          shown(figures.viewportInteractive),
          `${figures.viewportIslands} (${figures.viewportChanged})`,
          shown(figures.cardsRendered),
        ];
      }),
    ),
  );
  for (const { cards, medians } of sizes) {
    for (const name of ['React', 'lite']) {
      const figures = medians[name];
      budgets.push({ name: `phone, ${cards} cards, ${name}: total blocking time ≤ ${PHONE_BUDGETS.totalBlockingMs} ms`, value: `${ms(figures.blocking)} ms`, ok: figures.blocking <= PHONE_BUDGETS.totalBlockingMs });
      budgets.push({
        name: `phone, ${cards} cards, ${name}: longest task after parsing ≤ ${PHONE_BUDGETS.widgetsLongestTaskMs} ms`,
        value: `${ms(figures.widgetsLongest)} ms`,
        ok: figures.widgetsLongest <= PHONE_BUDGETS.widgetsLongestTaskMs,
      });
      const interactive = figures.viewportInteractive;
      budgets.push({
        name: `phone, ${cards} cards, ${name}: first viewport's islands interactive ≤ ${PHONE_BUDGETS.viewportInteractiveMs} ms`,
        value: `${shown(interactive)} ms`,
        ok: interactive !== null && interactive <= PHONE_BUDGETS.viewportInteractiveMs,
      });
    }
  }
}
