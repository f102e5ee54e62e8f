import { computed, signal } from '@preact/signals-core';
import { AuthError, VitrinaError } from '../../errors';
import { errorMessages as e } from '../../i18n/messages';
import type { MainPage } from '../../schemas/main-page';
import { userSchema } from '../../schemas/user';
import type { ProductId } from '../../state/id-set';
import { createLateAnswerGuard } from '../late-answer-guard';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import { createCreditModel, type CreditModel } from './create-credit-model';
import type { ShopService } from './shop-types';

export type { InstalmentBank, MainPageModel, OneClickOrderInput, ShopService } from './shop-types';

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
  const smb = loadOnDemand('smb-calls', () => import('./smb-calls'), reportError);
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

    async createPaymentLink(orderId, paymentType, options) {
      return (await checkout()).createPaymentLink(context, orderId, paymentType, options);
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

    loadSmbSettings: async () => (await smb()).loadSmbSettings(context),
    async sendSmbRequest(input, options) {
      if (!state.isCorporate.peek()) {
        throw new AuthError('Business requests are for corporate customers', { messageKey: e.generic });
      }
      await (await smb()).sendSmbRequest(context, input, options?.idempotencyKey);
    },
    loadSmbRequests: async () => (await smb()).loadSmbRequests(context),

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
