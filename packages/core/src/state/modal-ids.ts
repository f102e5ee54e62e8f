/**
 * The modals a page can open by id (docs/pages.md#modals): the one list of them.
 * The widgets' dialog registry (packages/widgets/src/dialogs/dialog-registry.ts) must have a
 * dialog for each, or the widgets' build fails.
 */
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
