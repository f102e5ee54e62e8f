import type { ApiHandlers } from '../../handler';

/** The cart calls of the registry. */
export const cartHandlers: Partial<ApiHandlers> = {};
