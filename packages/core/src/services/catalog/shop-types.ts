import type { ReadonlySignal } from '@preact/signals-core';
import type { InstalmentBank } from '../../rules/credit-types';
import type { PaymentType } from '../../rules/payment-types';
import type { City } from '../../schemas/city';
import type { DeliveryDepartment } from '../../schemas/delivery-department';
import type { Distributor } from '../../schemas/distributor';
import type { MainPage } from '../../schemas/main-page';
import type { OrderStatus } from '../../schemas/order-status';
import type { PaymentData } from '../../schemas/payment-data';
import type { PromoCode } from '../../schemas/promo-code';
import type { StoredSmbRequest } from '../../schemas/smb-request';
import type { SmbSettings } from '../../schemas/smb-settings';
import type { User } from '../../schemas/user';
import type { ProductId } from '../../state/id-set';
import type { CreditModel } from './create-credit-model';
import type { SmbRequestForm } from './smb-request-form-schema';

export type { InstalmentBank } from '../../rules/credit-types';

export interface MainPageModel {
  readonly loading: ReadonlySignal<boolean>;
  /** The last load failed: the page shows its error view, without text (docs/errors.md). */
  readonly error: ReadonlySignal<boolean>;
  readonly data: ReadonlySignal<MainPage | null>;
}

export interface OneClickOrderInput {
  readonly productId: ProductId;
  readonly phone: string;
  readonly name?: string;
}

/**
 * The shop's remaining calls: reminders, one-click orders, distributors, credit offers, promo-code
 * checks, cities and Nova Poshta departments, payment links, the instalment banks, the business
 * (SMB) form, the marketing contact and the main page. It writes no global state: the bonus
 * balance and the general data are written elsewhere (auth.refreshBonuses, auth.loadGeneralData).
 */
export interface ShopService {
  /** Whether the signed-in user may see distributors (the super-admin's availability button). */
  readonly canSeeDistributors: ReadonlySignal<boolean>;
  readonly mainPage: MainPageModel;
  /** A back-in-stock reminder; the e-mail is checked first (ValidationError, field `email`). */
  notifyWhenAvailable(productId: ProductId, email: string): Promise<void>;
  /** Orders one unit by phone (ValidationError, field `phone` or `name`). Sends no analytics purchase (docs/analytics.md). */
  oneClickOrder(input: OneClickOrderInput): Promise<{ readonly orderId: number }>;
  /**
   * The distributors holding a product, or null: without the right to see them nothing is
   * requested, and a failure is only reported (docs/errors.md).
   */
  loadDistributors(productId: ProductId): Promise<readonly Distributor[] | null>;
  /** The credit popup model of a product, one per product and instance; not loaded until asked. */
  credit(productId: ProductId): CreditModel;
  /** Loads (again) the credit offers of a product into its model; never rejects. */
  loadCredit(productId: ProductId): Promise<CreditModel>;
  /**
   * Checks a promo code against the cart without applying it. ValidationError with field `code`
   * for a code of the wrong length (4–50) or a referral code of a guest; HttpError from the server
   * (message key errors.promo_code_not_found / errors.promo_code_already_used).
   */
  checkPromoCode(code: string, cartId?: string | null): Promise<PromoCode>;
  searchCities(search?: string): Promise<readonly City[]>;
  /** Nova Poshta branches and parcel lockers of a city (the default city, 56, unless given). */
  loadDeliveryDepartments(cityId?: number, deliveryType?: 'newpost' | 'np-mailbox'): Promise<readonly DeliveryDepartment[]>;
  /**
   * Where to go to pay an order online with `paymentType`: for a card payment (liqpay) the payment
   * provider's page, otherwise the order's payment page. For the signed-in user's own order, or,
   * with `linkKey` (the payment link's key), for whoever holds the order's payment link.
   */
  createPaymentLink(orderId: number, paymentType: PaymentType, options?: { readonly linkKey?: string }): Promise<string>;
  /** The order behind a payment link (its key or the order's public id). */
  loadPaymentData(link: string): Promise<PaymentData>;
  /**
   * Whether the phone has an account with the instalment bank: resolves when it has; a
   * ValidationError with field `phone` when it is not a Ukrainian number or the bank does not know
   * it (errors.phone_not_registered_mono / errors.phone_not_registered_abank).
   */
  checkInstalmentPhone(bank: InstalmentBank, phone: string): Promise<void>;
  /**
   * Asks the shop whether the bank approved the order after the shopper confirmed it in the bank's
   * app. `linkKey`: the payment link's key, for a shopper who is not the order's signed-in owner.
   */
  checkInstalmentPayment(bank: InstalmentBank, orderId: number, options?: { readonly linkKey?: string }): Promise<OrderStatus>;
  /** The business form's settings: null for a user who is not corporate (nothing requested). */
  loadSmbSettings(): Promise<SmbSettings | null>;
  /**
   * Sends a corporate user's business request; AuthError for anyone else, ValidationError for bad
   * fields. `idempotencyKey`: the same for every attempt at one request (a retry after a failure),
   * so the shop stores it once; a new key per call when not given.
   */
  sendSmbRequest(form: SmbRequestForm, options?: { readonly idempotencyKey?: string }): Promise<void>;
  /** The corporate user's own business requests, newest first: null for a user who is not corporate (nothing requested). */
  loadSmbRequests(): Promise<readonly StoredSmbRequest[] | null>;
  /** Adds or updates the user at the marketing e-mail service; the answer is ignored, failures only reported. */
  syncMarketingContact(user: User): Promise<void>;
  /** The main page in the current language into `mainPage`; null on failure (reported). */
  loadMainPage(): Promise<MainPage | null>;
}

