import { describe, expect, it } from 'vitest';
import { MAX_COMPARE_IDS, parseCompareIds } from './compare-ids';
import { idListGarbage, itReadsIdLists } from './testing/id-list-cases';

describe('parseCompareIds', () => {
  itReadsIdLists(parseCompareIds, [...idListGarbage, ['<script>,6', [6]]]);

  it(`keeps at most ${MAX_COMPARE_IDS} ids`, () => {
    const many = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    expect(parseCompareIds(many)).toHaveLength(MAX_COMPARE_IDS);
  });
});
