/** A positive integer id from a path segment ('42'), or undefined for anything else ('042', '4.2', '1e3'). */
export function positiveId(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^[1-9]\d{0,15}$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : undefined;
}
