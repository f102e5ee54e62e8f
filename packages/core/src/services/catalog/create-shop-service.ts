import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import * as z from 'zod/mini';
import { AuthError, ValidationError, VitrinaError } from '../../errors';
import { errorMessages as e, validationMessages as v } from '../../i18n/messages';
import { DEFAULT_CITY_ID } from '../../rules/constants';
import { emailSchema, optionalNameSchema, promoCodeInputSchema } from '../../rules/field-rules';
import type { PaymentType } from '../../rules/payment-types';
import { phoneSchema } from '../../rules/phone';
import { assertValid } from '../../rules/validate';
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
import type { ServiceContext } from '../service-context';
import { createCreditModel, type CreditModel } from './create-credit-model';
import { marketingContactOf } from './marketing-contact-of';
import { smbRequestFormSchema, type SmbRequestForm } from './smb-request-form-schema';

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

const reminderFormSchema = z.object({ email: emailSchema }, v.invalid);
const oneClickOrderFormSchema = z.object({ phone: phoneSchema, name: optionalNameSchema }, v.invalid);
const phoneFormSchema = z.object({ phone: phoneSchema }, v.invalid);
const promoCodeFormSchema = z.object({ code: promoCodeInputSchema }, v.invalid);

const phoneCheckEndpoint = { monobank: 'monobankValidatePhone', abank: 'abankValidatePhone' } as const;
const callbackEndpoint = { monobank: 'monobankCheckSuccessCallback', abank: 'abankCheckSuccessCallback' } as const;
const notRegisteredKey = { monobank: e.phoneNotRegisteredMono, abank: e.phoneNotRegisteredAbank } as const;

export function createShopService(context: ServiceContext): ShopService {
  const { api, state, events, cookies, reportError } = context;

  /** From the auth events; null until one arrives, and then the user cookie decides. */
  const distributorsRight = signal<boolean | null>(null);
  const canSeeDistributors = computed(() => distributorsRight.value === true);

  const mainPageLoading = signal(false);
  const mainPageError = signal(false);
  const mainPageData = signal<MainPage | null>(null);
  let mainPageTicket = 0;

  const credits = new Map<ProductId, CreditModel>();

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
      const form = assertValid(reminderFormSchema, { email });
      await api.call('notificationForProduct', { body: { product_id: productId, email: form.email } });
    },

    async oneClickOrder({ productId, phone, name }) {
      const form = assertValid(oneClickOrderFormSchema, { phone, name });
      const answer = await api.call('oneClickOrder', {
        body: { product_id: productId, phone: form.phone, ...(form.name === undefined ? {} : { name: form.name }) },
      });
      return { orderId: answer.data.order_id };
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
      const form = assertValid(promoCodeFormSchema, { code });
      if (!cartId) throw new ValidationError({ cart_id: v.required });
      const answer = await api.call('getPromocode', { body: { cart_id: cartId, code: form.code } });
      if (answer.data.kind === 'referral' && !state.isLoggedIn.peek()) throw new ValidationError({ code: e.referralNeedsLogin });
      return answer.data;
    },

    async searchCities(search) {
      const query = search === undefined || search.trim() === '' ? {} : { search: search.trim() };
      const answer = await api.call('cities', { query });
      return answer.data;
    },

    async loadDeliveryDepartments(cityId = DEFAULT_CITY_ID, deliveryType) {
      const answer = await api.call('deliveryDepartments', {
        query: { city_id: cityId, ...(deliveryType === undefined ? {} : { delivery_type: deliveryType }) },
      });
      return answer.data;
    },

    async createPaymentLink(orderId, paymentType) {
      const answer = await api.call('createPaymentLink', { body: { order_id: orderId, payment_type: paymentType } });
      return answer.data.url;
    },

    async loadPaymentData(link) {
      const answer = await api.call('paymentDataByLink', { id: link });
      return answer.data;
    },

    async checkInstalmentPhone(bank, phone) {
      const form = assertValid(phoneFormSchema, { phone });
      const answer = await api.call(phoneCheckEndpoint[bank], { body: { phone: form.phone } });
      if (!answer.data.is_registered) throw new ValidationError({ phone: notRegisteredKey[bank] });
    },

    async checkInstalmentPayment(bank, orderId, options = {}) {
      const answer = await api.call(callbackEndpoint[bank], {
        body: { order_id: orderId },
        ...(options.linkKey === undefined ? {} : { token: options.linkKey }),
      });
      return answer.data.status;
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
      const form = assertValid(smbRequestFormSchema, input);
      await api.call('sendSmbRequest', {
        body: {
          company_name: form.companyName,
          company_code: form.companyCode,
          contact_name: form.contactName,
          phone: form.phone,
          email: form.email,
          ...(form.comment === undefined ? {} : { comment: form.comment }),
        },
      });
    },

    async syncMarketingContact(user) {
      try {
        await api.call('EsAddUpdateContact', { body: marketingContactOf(user) });
      } catch (error) {
        reportUnexpected(error);
      }
    },

    async loadMainPage() {
      const ticket = (mainPageTicket += 1);
      mainPageLoading.value = true;
      mainPageError.value = false;
      try {
        const answer = await api.call('mainPage', { query: { lang: state.lang.peek() } });
        if (ticket === mainPageTicket) mainPageData.value = answer.data;
        return answer.data;
      } catch (error) {
        reportUnexpected(error);
        if (ticket === mainPageTicket) mainPageError.value = true;
        return null;
      } finally {
        if (ticket === mainPageTicket) mainPageLoading.value = false;
      }
    },
  };
}
