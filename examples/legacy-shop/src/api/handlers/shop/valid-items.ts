import type * as z from 'zod/mini';

/** The entries of a JSON array that pass `schema`; anything else in content is left out, not sent. */
export function validItems<T>(schema: z.ZodMiniType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
