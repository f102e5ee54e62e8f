import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** The profile-information island reads no attributes: the user's details come from the session and the page's own form. */
export const profileInformationProps = islandProps({});

export type ProfileInformationProps = z.infer<typeof profileInformationProps>;
