/**
 * A service's methods as calls of a module fetched on demand (`load`, see load-on-demand.ts): each
 * of `names` becomes an async method that awaits the module and calls its export of that name with
 * `lead` and then the caller's arguments.
 */
export function forwardOnDemand<M, const N extends keyof M & string>(load: () => Promise<M>, names: readonly N[], ...lead: readonly unknown[]): Record<N, unknown> {
  const methods = {} as Record<N, unknown>;
  for (const name of names) methods[name] = async (...args: unknown[]) => ((await load())[name] as (...given: unknown[]) => unknown)(...lead, ...args);
  return methods;
}
