import type { Page } from '@playwright/test';

/**
 * Runs `fn` in a blank page of `page`'s browser context and closes it: for a test's own reading of
 * HTML it fetched (DOMParser), which the shop's pages refuse, since they enforce Trusted Types.
 */
export async function inBlankPage<Arg, Result>(page: Page, fn: (arg: Arg) => Result, arg: Arg): Promise<Result> {
  const blank = await page.context().newPage();
  try {
    // The function is serialised into the page: `arg` crosses as JSON.
    return (await blank.evaluate(fn as (arg: unknown) => Result, arg)) as Result;
  } finally {
    await blank.close();
  }
}
