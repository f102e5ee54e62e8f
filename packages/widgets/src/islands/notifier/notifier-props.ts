import * as z from 'zod/mini';

/** The notifier island reads nothing from the page: what it shows is `state.notifier`. */
export const notifierProps = z.object({});

export type NotifierProps = z.infer<typeof notifierProps>;
