import type { ApiHandlers } from '../handler';
import { cartHandlers } from './cart';
import { profileHandlers } from './profile';
import { shopHandlers } from './shop';

export const handlers: Partial<ApiHandlers> = { ...profileHandlers, ...shopHandlers, ...cartHandlers };
