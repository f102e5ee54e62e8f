import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { SchemaError } from '../errors';
import { validEntries } from './valid-entries';

describe('validEntries', () => {
  it('keeps the entries the schema accepts, in order, and names the others by their path', () => {
    const { valid, error } = validEntries([1, 'two', 3, null], z.int(), 'storage key "list"', ['products']);
    expect(valid).toEqual([1, 3]);
    expect(error).toBeInstanceOf(SchemaError);
    expect(error?.issues.map((issue) => issue.path)).toEqual(['products.1', 'products.3']);
  });

  it('has no error when every entry is good', () => {
    expect(validEntries([1, 2], z.int(), 'x')).toEqual({ valid: [1, 2] });
  });
});
