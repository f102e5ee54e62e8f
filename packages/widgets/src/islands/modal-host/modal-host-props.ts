import type * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** The modal host reads no data attributes: what it shows comes from `state.modal`. */
export const modalHostProps = islandProps({});

export type ModalHostProps = z.infer<typeof modalHostProps>;
