import * as z from 'zod/mini';

/** The server's 0/1 switches on a product card (statuses, buttons); booleans are not accepted. */
export const binaryFlagSchema = z.literal([0, 1]);

export type BinaryFlag = z.infer<typeof binaryFlagSchema>;
