import * as z from 'zod/mini';
import type { DataAttributeKey } from './island-attributes';

/**
 * An island's props schema: a zod object whose keys must be keys of ISLAND_ATTRIBUTES (the
 * attribute's `dataset` name), so renaming or removing an attribute breaks the build of every
 * island that reads it. Unknown attributes are ignored, as zod objects do.
 */
export function islandProps<Shape extends z.core.$ZodLooseShape>(
  shape: Shape & { readonly [K in Exclude<keyof Shape, DataAttributeKey>]: never },
): z.ZodMiniObject<Shape, z.core.$strip> {
  return z.object(shape);
}
