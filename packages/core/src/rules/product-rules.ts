/** What a product card shows, from the card's statuses and buttons (docs/catalogue.md#action-buttons). */
import type { Availability } from '../schemas/availability';

/** Flags arrive as 0/1; booleans are accepted too. */
type Flag = 0 | 1 | boolean | null | undefined;

export interface ProductStatuses {
  readonly in_waiting?: Flag;
  readonly is_ends?: Flag;
  readonly in_stock?: Flag;
  readonly not_available?: Flag;
}

export interface ProductButtons {
  readonly to_cart?: Flag;
  readonly preorder?: Flag;
  readonly notify_about_availability?: Flag;
}

/** Display priority when several statuses are set at once. */
export const AVAILABILITY_PRIORITY: readonly Availability[] = Object.freeze([
  'in_waiting',
  'is_ends',
  'in_stock',
  'not_available',
]);

const on = (flag: Flag): boolean => flag === 1 || flag === true;

/** The one availability to show: in waiting, then ends, then in stock; with no status set, not available. */
export function availability(statuses: ProductStatuses | null | undefined): Availability {
  return AVAILABILITY_PRIORITY.find((status) => on(statuses?.[status])) ?? 'not_available';
}

export type PrimaryButton = 'preorder' | 'buy' | 'notify';

/**
 * The single action button of a card (only one of buy, pre-order, remind-me shows), or null when
 * none is enabled. Should several be set, pre-order wins, then buy, then remind-me, matching the
 * availability priority (an awaited product cannot be bought yet).
 */
export function primaryButton(buttons: ProductButtons | null | undefined): PrimaryButton | null {
  if (on(buttons?.preorder)) return 'preorder';
  if (on(buttons?.to_cart)) return 'buy';
  if (on(buttons?.notify_about_availability)) return 'notify';
  return null;
}

export interface OneClickContext {
  readonly buttons: ProductButtons | null | undefined;
  readonly corporate: boolean;
  readonly onComparePage: boolean;
}

/** The one-click link: not while pre-order or remind-me is active, not on the compare page, not for corporate users. */
export function showOneClick({ buttons, corporate, onComparePage }: OneClickContext): boolean {
  return !corporate && !onComparePage && !on(buttons?.preorder) && !on(buttons?.notify_about_availability);
}
