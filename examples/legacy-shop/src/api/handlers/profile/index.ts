import type { ApiHandlers } from '../../handler';

/** The profile calls of the registry. */
export const profileHandlers: Partial<ApiHandlers> = {};
