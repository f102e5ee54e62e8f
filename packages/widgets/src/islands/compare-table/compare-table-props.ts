import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** Most ids the compare page reads from its address (the shop's MAX_COMPARE_IDS). */
export const MAX_COMPARE_PAGE_IDS = 20;

const idText = /^[1-9]\d{0,15}$/;

/** `'1,2,3'` → [1, 2, 3]; `''` → []. Anything but distinct plain-digit ids makes the island invalid. */
const idList = z.pipe(
  z.string().check(
    z.refine(
      (value) => {
        if (value === '') return true;
        const parts = value.split(',');
        return new Set(parts).size === parts.length && parts.every((part) => idText.test(part) && Number.isSafeInteger(Number(part)));
      },
      { message: 'a comma-separated list of distinct product ids' },
    ),
  ),
  z.transform((value) => (value === '' ? [] : value.split(',').map(Number))),
);

/** One tab of the compare page: a category, its name in the page's language, how many products it holds. */
export const compareCategoryTabSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  count: z.int().check(z.nonnegative()),
});

export type CompareCategoryTab = z.infer<typeof compareCategoryTabSchema>;

const tabs = z.array(compareCategoryTabSchema);

function isTabList(text: string): boolean {
  try {
    return tabs.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** `data-compare-categories`: JSON, read with JSON.parse and checked with the schema. */
const tabsJson = z.pipe(
  z.string().check(z.refine(isTabList, { message: 'a JSON list of categories ({ id, title, count })' })),
  z.transform((text: string): CompareCategoryTab[] => tabs.parse(JSON.parse(text))),
);

/**
 * `<div data-widget="compare-table" data-category-id="7" data-compare-ids="1,2,3"
 * data-compare-categories='[…]'>` around the compare page's own tabs and table
 * (packages/widgets/docs/widget-contract.md, `compare-table`): the products the server rendered
 * the page for, its categories in order, and the one it showed.
 */
export const compareTableProps = islandProps({
  categoryId: z.optional(z.int().check(z.positive())),
  compareIds: z._default(idList, []),
  compareCategories: z._default(tabsJson, []),
});

export type CompareTableProps = z.infer<typeof compareTableProps>;
