import type { ApiHandlers } from '../handler';
import { cartHandlers } from './cart';
import { profileHandlers } from './profile';
import { shopHandlers } from './shop';

/** Every call of the core's registry (handlers.test.ts fails when one has no handler). */
export const handlers: Partial<ApiHandlers> = { ...profileHandlers, ...shopHandlers, ...cartHandlers };
