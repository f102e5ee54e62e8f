import type { ApiHandlers } from '../../handler';

/** The shop calls of the registry. */
export const shopHandlers: Partial<ApiHandlers> = {};
