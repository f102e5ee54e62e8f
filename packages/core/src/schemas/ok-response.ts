import * as z from 'zod/mini';

/** The answer of a call that reports nothing but success; any `data` is ignored. */
export const okResponseSchema = z.object({ success: z.boolean() });

export type OkResponse = z.infer<typeof okResponseSchema>;
