import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { AuthError, VitrinaError } from '../../errors';
import { errorMessages as e } from '../../i18n/messages';
import type { PaymentType } from '../../rules/payment-types';
import type { City } from '../../schemas/city';
import type { DeliveryDepartment } from '../../schemas/delivery-department';
import type { Distributor } from '../../schemas/distributor';
import type { MainPage } from '../../schemas/main-page';
import type { OrderStatus } from '../../schemas/order-status';
import type { PaymentData } from '../../schemas/payment-data';
import type { PromoCode } from '../../schemas/promo-code';
import type { SmbSettings } from '../../schemas/smb-settings';
import { userSchema, type User } from '../../schemas/user';
import type { ProductId } from '../../state/id-set';
import { createLateAnswerGuard } from '../late-answer-guard';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import { createCreditModel, type CreditModel } from './create-credit-model';
import type { SmbRequestForm } from './smb-request-form-schema';

/** The instalment providers with a phone check and a success callback. */
export type InstalmentBank = 'monobank' | 'abank';

export interface MainPageModel {
  readonly loading: ReadonlySignal<boolean>;
  /** The last load failed: the page shows its error view, without text (spec §8). */
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
 * balance and the general data are the auth service's (refreshBonuses, loadGeneralData).
 */
export interface ShopService {
  /** Whether the signed-in user may see distributors (the super-admin's availability button). */
  readonly canSeeDistributors: ReadonlySignal<boolean>;
  readonly mainPage: MainPageModel;
  /** A back-in-stock reminder; the e-mail is checked first (ValidationError, field `email`). */
  notifyWhenAvailable(productId: ProductId, email: string): Promise<void>;
  /** Orders one unit by phone (ValidationError, field `phone` or `name`). Sends no analytics purchase (spec §7). */
  oneClickOrder(input: OneClickOrderInput): Promise<{ readonly orderId: number }>;
  /**
   * The distributors holding a product, or null: without the right to see them nothing is
   * requested, and a failure is only reported (spec §8).
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
  /** A link to pay the signed-in user's order online; resolves to its URL. */
  createPaymentLink(orderId: number, paymentType: PaymentType): Promise<string>;
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
  /** Sends a corporate user's business request; AuthError for anyone else, ValidationError for bad fields. */
  sendSmbRequest(form: SmbRequestForm): Promise<void>;
  /** Adds or updates the user at the marketing e-mail service; the answer is ignored, failures only reported. */
  syncMarketingContact(user: User): Promise<void>;
  /** The main page in the current language into `mainPage`; null on failure (reported). */
  loadMainPage(): Promise<MainPage | null>;
}

export function createShopService(context: ServiceContext): ShopService {
  const { api, state, events, cookies, reportError } = context;

  /** From the auth events; null until one arrives, and then the user cookie decides. */
  const distributorsRight = signal<boolean | null>(null);
  const canSeeDistributors = computed(() => distributorsRight.value === true);

  const mainPageLoading = signal(false);
  const mainPageError = signal(false);
  const mainPageData = signal<MainPage | null>(null);
  const mainPageLoads = createLateAnswerGuard();

  const credits = new Map<ProductId, CreditModel>();

  // The forms, checkout calls and business requests are not needed on every page: their code and
  // rules are fetched on first use.
  const forms = loadOnDemand('shop-forms', () => import('./shop-forms'), reportError);
  const checkout = loadOnDemand('shop-checkout', () => import('./shop-checkout'), reportError);
  const smbRequest = loadOnDemand('send-smb-request', () => import('./send-smb-request').then(({ sendSmbRequest }) => sendSmbRequest), reportError);
  const marketingContactOf = loadOnDemand(
    'marketing-contact-of',
    () => import('./marketing-contact-of').then(({ marketingContactOf }) => marketingContactOf),
    reportError,
  );

  events.on('auth:login', ({ user }) => {
    distributorsRight.value = user.is_user_can_see_distributors;
  });
  events.on('auth:restored', ({ user }) => {
    distributorsRight.value = user.is_user_can_see_distributors;
  });
  events.on('auth:logout', () => {
    distributorsRight.value = false;
  });

  /** Failures of calls made through the API client are reported by it; anything else is reported here. */
  function reportUnexpected(error: unknown): void {
    if (!(error instanceof VitrinaError)) reportError(new VitrinaError('network', String(error), { cause: error }));
  }

  function mayCallDistributors(): boolean {
    const known = distributorsRight.peek();
    if (known !== null) return known;
    if (!state.isLoggedIn.peek()) return false;
    return cookies.readUser(userSchema)?.is_user_can_see_distributors === true;
  }

  function credit(productId: ProductId): CreditModel {
    let model = credits.get(productId);
    if (!model) {
      model = createCreditModel(context, productId);
      credits.set(productId, model);
    }
    return model;
  }

  return {
    canSeeDistributors,
    mainPage: { loading: mainPageLoading, error: mainPageError, data: mainPageData },

    async notifyWhenAvailable(productId, email) {
      return (await forms()).notifyWhenAvailable(context, productId, email);
    },

    async oneClickOrder(input) {
      return (await forms()).oneClickOrder(context, input);
    },

    async loadDistributors(productId) {
      if (!mayCallDistributors()) {
        reportError(new AuthError('Distributors are shown only to users allowed to see them', { messageKey: e.generic }));
        return null;
      }
      try {
        const answer = await api.call('distributors', { query: { product_id: productId } });
        return answer.data;
      } catch (error) {
        reportUnexpected(error);
        return null;
      }
    },

    credit,

    async loadCredit(productId) {
      const model = credit(productId);
      await model.load();
      return model;
    },

    async checkPromoCode(code, cartId = state.cartId.peek()) {
      return (await forms()).checkPromoCode(context, code, cartId);
    },

    async searchCities(search) {
      return (await checkout()).searchCities(context, search);
    },

    async loadDeliveryDepartments(cityId, deliveryType) {
      return (await checkout()).loadDeliveryDepartments(context, cityId, deliveryType);
    },

    async createPaymentLink(orderId, paymentType) {
      return (await checkout()).createPaymentLink(context, orderId, paymentType);
    },

    async loadPaymentData(link) {
      return (await checkout()).loadPaymentData(context, link);
    },

    async checkInstalmentPhone(bank, phone) {
      return (await checkout()).checkInstalmentPhone(context, bank, phone);
    },

    async checkInstalmentPayment(bank, orderId, options) {
      return (await checkout()).checkInstalmentPayment(context, bank, orderId, options);
    },

    async loadSmbSettings() {
      if (!state.isCorporate.peek()) return null;
      const answer = await api.call('smbSettings');
      return answer.data;
    },

    async sendSmbRequest(input) {
      if (!state.isCorporate.peek()) {
        throw new AuthError('Business requests are for corporate customers', { messageKey: e.generic });
      }
      await (await smbRequest())(context, input);
    },

    async syncMarketingContact(user) {
      try {
        const contactOf = await marketingContactOf();
        await api.call('EsAddUpdateContact', { body: contactOf(user) });
      } catch (error) {
        reportUnexpected(error);
      }
    },

    async loadMainPage() {
      const isLatest = mainPageLoads.next();
      mainPageLoading.value = true;
      mainPageError.value = false;
      try {
        const answer = await api.call('mainPage', { query: { lang: state.lang.peek() } });
        if (isLatest()) mainPageData.value = answer.data;
        return answer.data;
      } catch (error) {
        reportUnexpected(error);
        if (isLatest()) mainPageError.value = true;
        return null;
      } finally {
        if (isLatest()) mainPageLoading.value = false;
      }
    },
  };
}
