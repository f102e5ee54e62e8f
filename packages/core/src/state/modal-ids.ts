/** The modals a page can open by id (spec §2). */
export const modalIds = [
  'change-account',
  'remind',
  'pre-order',
  'one-click',
  'login',
  'distributors',
  'credit-info',
  'promo-code',
  'search',
] as const;

export type ModalId = (typeof modalIds)[number];

export function isModalId(value: unknown): value is ModalId {
  return typeof value === 'string' && (modalIds as readonly string[]).includes(value);
}
