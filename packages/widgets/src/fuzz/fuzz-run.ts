import fc from 'fast-check';

/** The run's seed: FUZZ_SEED when set (to repeat a run), the clock otherwise. */
export function fuzzSeed(): number {
  const given = Number(process.env.FUZZ_SEED);
  return process.env.FUZZ_SEED && Number.isSafeInteger(given) ? given : Date.now() % 2 ** 31;
}

/** fast-check's report with long repeats shortened, so a 100,000-character or 4000-level value stays readable. */
function shortened(report: string): string {
  return report.replace(/(.{1,16}?)\1{20,}/gsu, (run, unit: string) => `${unit.repeat(3)}…(${unit} ×${run.length / unit.length})…`);
}

/**
 * fc.assert with the suite's options: `runs` runs from `seed`, stopping at the first failure. The
 * failure's message is fast-check's report (the seed, the path to replay, the counterexample); the
 * seed is printed before the run too, so even a run that hangs can be repeated with FUZZ_SEED.
 */
export async function assertFuzz<T>(target: string, property: fc.IAsyncPropertyWithHooks<T>, runs: number, seed = fuzzSeed()): Promise<void> {
  console.info(`[fuzz] ${target}: ${runs} runs, FUZZ_SEED=${seed}`);
  const details = await fc.check(property, { numRuns: runs, seed, endOnFailure: true });
  if (details.failed) {
    const report = shortened(fc.defaultReportMessage(details) ?? '');
    throw new Error(`${target}: FUZZ_SEED=${seed}\n${report}`, { cause: details.errorInstance });
  }
}
