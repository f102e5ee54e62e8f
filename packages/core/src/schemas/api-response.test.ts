import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiResponseSchema } from './api-response';
import { bonusesSchema } from './bonuses';

describe('apiResponseSchema', () => {
  const schema = apiResponseSchema(bonusesSchema);

  it('reads { success, data } and checks data against its schema', () => {
    expect(z.parse(schema, { success: true, data: { available_bonuses: 540 } }).data.available_bonuses).toBe(540);
    expect(z.safeParse(schema, { success: true, data: { available_bonuses: '540' } }).success).toBe(false);
  });

  it('rejects a bare payload and a missing success flag', () => {
    expect(z.safeParse(schema, { available_bonuses: 540 }).success).toBe(false);
    expect(z.safeParse(schema, { data: { available_bonuses: 540 } }).success).toBe(false);
  });
});
