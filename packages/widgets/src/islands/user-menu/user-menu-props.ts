import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** The user-menu island reads no attributes: who is logged in comes from the SDK's state. */
export const userMenuProps = islandProps({});

export type UserMenuProps = z.infer<typeof userMenuProps>;
