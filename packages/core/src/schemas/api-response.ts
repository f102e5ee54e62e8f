import * as z from 'zod/mini';

/**
 * The envelope of every 2xx answer of the three APIs: `{ success, data }`. The profile API has
 * always answered this way; the shop and cart APIs follow the same rule so one reader
 * fits all. Failures are non-2xx answers with an ApiErrorBody, never `success: false` — except the
 * login check (`me`), which has its own schema.
 */
export function apiResponseSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.boolean(), data });
}

export interface ApiResponse<T> {
  success: boolean;
  data: T;
}
