/** One problem a schema found, as zod reports it. */
export interface PropsIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type PropsParseResult<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: { readonly issues: readonly PropsIssue[] } };

/**
 * What the runtime needs of a props schema: zod's `safeParse`. A zod (or zod/mini) schema fits as
 * it is; the runtime names no validation library so a widget chooses its own.
 */
export interface PropsSchema<Output> {
  safeParse(input: unknown): PropsParseResult<Output>;
}

export type PropsOf<Schema> = Schema extends PropsSchema<infer Output> ? Output : never;
