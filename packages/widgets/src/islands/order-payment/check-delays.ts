/** The first wait before asking whether the instalment bank approved the order. */
export const FIRST_CHECK_DELAY_MS = 2_000;
/** The longest wait between two checks. */
export const MAX_CHECK_DELAY_MS = 30_000;

/** The wait before check number `attempt` (from 0): 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export function checkDelay(attempt: number): number {
  return Math.min(FIRST_CHECK_DELAY_MS * 2 ** attempt, MAX_CHECK_DELAY_MS);
}
