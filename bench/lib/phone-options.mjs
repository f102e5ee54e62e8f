import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * The phone-class part's settings from the environment: BENCH_PHONE_REPEATS (5), BENCH_PHONE_SIZES
 * (24,240: multiples of the shop's 24 cards a page), BENCH_PHONE_BASELINE (a folder of another script
 * build, e.g. an earlier commit's packages/widgets/dist/script, measured beside this tree's).
 */
export function phoneOptions(log, env = process.env) {
  return {
    executablePath: chromiumPath,
    args: chromiumArgs,
    log,
    repeats: Number(env.BENCH_PHONE_REPEATS ?? 5),
    sizes: (env.BENCH_PHONE_SIZES ?? '24,240').split(',').map(Number),
    currentDir: fileURLToPath(new URL('../../packages/widgets/dist/script', import.meta.url)),
    baselineDir: env.BENCH_PHONE_BASELINE ? resolve(env.BENCH_PHONE_BASELINE) : undefined,
  };
}
