import * as z from 'zod/mini';

/** The modal host reads no data attributes: what it shows comes from `state.modal`. */
export const modalHostProps = z.object({});

export type ModalHostProps = z.infer<typeof modalHostProps>;
