import * as z from 'zod/mini';
import { langSchema } from './lang';

/** Shop-wide data every page needs (GET general). */
export const generalDataSchema = z.object({
  languages: z.array(z.object({ code: langSchema, label: z.string() })),
  support_phone: z.string(),
  /** Orders from this amount (UAH) are delivered free. */
  free_delivery_from: z.number().check(z.nonnegative()),
});

export type GeneralData = z.infer<typeof generalDataSchema>;
