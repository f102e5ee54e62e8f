import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** The notifier island reads nothing from the page: what it shows is `state.notifier`. */
export const notifierProps = islandProps({});

export type NotifierProps = z.infer<typeof notifierProps>;
