import { VitrinaError } from '../../errors';

/**
 * The SDK error for something a call threw. API calls throw VitrinaErrors that the client already
 * reported; anything else is unexpected, so it is wrapped and reported here, once.
 */
export function asVitrinaError(caught: unknown, reportError: (error: VitrinaError) => void): VitrinaError {
  if (caught instanceof VitrinaError) return caught;
  const error = new VitrinaError('network', caught instanceof Error ? caught.message : String(caught), { cause: caught });
  reportError(error);
  return error;
}
