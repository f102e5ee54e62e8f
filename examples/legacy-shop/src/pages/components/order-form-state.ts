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

/**
 * The refused post when the order section does not show its form, `shown` being the form it shows:
 * the product's order type changed since the page was opened, or one-click is not offered to this
 * viewer. Else undefined.
 */
export function unshownPosted(state: OrderSectionState, shown: OrderFormName | undefined): PostedOrderForm | undefined {
  return state.posted !== undefined && state.posted.name !== shown ? state.posted : undefined;
}
