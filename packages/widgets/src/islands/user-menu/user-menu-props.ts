import * as z from 'zod/mini';

/** The user-menu island reads no attributes: who is logged in comes from the SDK's state. */
export const userMenuProps = z.object({});

export type UserMenuProps = z.infer<typeof userMenuProps>;
