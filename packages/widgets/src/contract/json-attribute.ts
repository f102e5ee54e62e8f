import * as z from 'zod/mini';

/**
 * An attribute holding JSON: read with JSON.parse and checked with `schema`; text that is not
 * JSON, or JSON the schema refuses, makes the island invalid with `description` as the reason.
 */
export function jsonAttribute<T>(schema: z.ZodMiniType<T>, description: string) {
  const parse = (text: string): { ok: true; value: T } | { ok: false } => {
    try {
      const result = schema.safeParse(JSON.parse(text));
      return result.success ? { ok: true, value: result.data } : { ok: false };
    } catch {
      return { ok: false };
    }
  };
  return z.pipe(
    z.string().check(z.refine((text) => parse(text).ok, { message: description })),
    z.transform((text: string): T => (parse(text) as { ok: true; value: T }).value),
  );
}
