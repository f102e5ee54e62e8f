import type { ReadonlySignal } from '@preact/signals-core';
import type { FormFailure } from '../../forms/form-failure';
import type { Cart } from '../../schemas/cart';
import type { City } from '../../schemas/city';
import type { PlacedOrder, PlaceOrderRequest } from '../../schemas/place-order';
import type { ProductId } from '../../state/id-set';
import type { SelectableCreditBank } from '../catalog/selectable-credit-banks';
import type { CheckoutDraft } from './checkout-draft';
import type { CheckoutValues } from './checkout-values';

export interface PlaceOrderOptions {
  /** An order of one product bought in one click: no GA4 purchase is sent for it (docs/analytics.md). */
  readonly oneClick?: boolean;
}

/** How a placed or refused order ended; any other failure rejects (a VitrinaError, reported). */
export type PlaceOrderResult =
  /** Stored: the analytics purchase is sent, the draft cleared and the (now empty) cart read again. */
  | { readonly status: 'placed'; readonly order: PlacedOrder }
  /** The server refused fields (422): message keys under the form's fields (CHECKOUT_FIELDS), others for the form. */
  | { readonly status: 'invalid'; readonly failure: FormFailure }
  /** Gifts of these lines ran out (409 errors.gifts_run_out): they can be bought without (`without_gift`). */
  | { readonly status: 'gifts-run-out'; readonly productIds: readonly ProductId[] }
  /** The order's total is not the one shown (409): the cart was read again; `cart` is its new state. */
  | { readonly status: 'total-changed'; readonly cart: Cart | null };

/** Searching the shop's cities as the shopper types (docs/checkout.md#the-checkout-island). */
export interface CitySearch {
  /** The cities of the latest search that was answered; empty for a text too short to search. */
  readonly results: ReadonlySignal<readonly City[]>;
  /** 'idle': nothing to search (under two characters); 'failed': the search could not be made (reported). */
  readonly status: ReadonlySignal<'idle' | 'searching' | 'done' | 'failed'>;
  /** Searches for the text after a pause in typing (DEBOUNCE_MS); an older search is dropped. */
  search(text: string): void;
  /** Drops any search on its way. */
  cancel(): void;
}

/** A cart's credit and instalment offers: per bank and kind of credit, its terms with the first selected. */
export interface CartCreditOffers {
  /** The price the offers are for: the cart's goods, as paid by credit. */
  readonly price: number;
  readonly banks: readonly SelectableCreditBank[];
}

/**
 * Placing an order from the cart (docs/checkout.md#placing-an-order) and what the checkout form
 * needs around it: the draft of what was typed, the city search, the cart's credit offers. The
 * code is fetched on first use, so pages without a checkout never download it.
 */
export interface CheckoutService {
  /**
   * Sends the order with one Idempotency-Key per attempt: a double submit shares the call, a
   * retry of the same order (after a lost answer, a time-out, a server error) sends the same key,
   * so the server stores one order. A new key only once the server has answered the last one and
   * the order differs (the shopper changed it after a refusal). A refusal resolves as the result
   * says; on success the GA4 purchase is sent once per order (not for `oneClick`), a signed-in
   * buyer's contact goes to the marketing service (a failure only reported), the draft is cleared
   * and the cart read again.
   */
  placeOrder(request: PlaceOrderRequest, options?: PlaceOrderOptions): Promise<PlaceOrderResult>;
  /** The draft kept for the cart in this tab, or null (none, unreadable, or storage blocked). */
  readDraft(cartId: string): Promise<CheckoutDraft | null>;
  /** Keeps the form's details for the cart in this tab, the passport numbers left out. */
  saveDraft(cartId: string, values: CheckoutValues): Promise<void>;
  clearDraft(cartId: string): Promise<void>;
  /** A city search of its own (one per field). */
  citySearch(): Promise<CitySearch>;
  /** The cart's credit offers, banks in the server's order and terms fewest months first. */
  loadCreditOffers(cartId: string): Promise<CartCreditOffers>;
}
