import type { FormErrors } from './form-errors';

/** The product page's forms that post to the shop: one-click order, pre-order, reminder. */
export type OrderFormName = 'fast' | 'preorder' | 'reminder';

/** A refused post shown again: which form, what the shopper typed, and why it was refused. */
export interface PostedOrderForm {
  readonly name: OrderFormName;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: FormErrors;
}

/** What the product page's order section shows besides its forms. */
export interface OrderSectionState {
  readonly posted?: PostedOrderForm | undefined;
  /** The viewer has pre-ordered this product already. */
  readonly preordered?: boolean;
  /** A reminder for this product was just asked for. */
  readonly reminderSent?: boolean;
}

/** The posted values of `name`'s form when it is the one shown again, else undefined. */
export function postedValues(state: OrderSectionState, name: OrderFormName): PostedOrderForm | undefined {
  return state.posted?.name === name ? state.posted : undefined;
}
