import type { ApiHandlers } from '../../handler';
import { abankCheckSuccessCallback, monobankCheckSuccessCallback } from './bank-callbacks';
import { abankValidatePhone, monobankValidatePhone } from './bank-phones';
import { productIdsByCategory } from './category-product-ids';
import { cartCreditPropositions } from './cart-credit-propositions';
import { cities } from './cities';
import { compareProducts } from './compare-products';
import { getProductCreditPropositions } from './credit-propositions';
import { deliveryDepartments } from './delivery-departments';
import { distributors } from './distributors';
import { getGeneralData } from './general-data';
import { mainPage } from './main-page';
import { esAddUpdateContact } from './marketing-contact';
import { createPaymentLink, paymentDataByLink } from './payment-links';
import { placeOrder } from './place-order';
import { preorder } from './preorder';
import { loadProducts, loadPromotionProducts, searchLoadProducts } from './product-lists';
import { notificationForProduct } from './product-reminder';
import { sendSmbRequest, smbRequests, smbSettings } from './smb';
import { socialSettings } from './social-settings';
import { translations } from './translations';

/** The shop calls of the registry (cart calls, one-click, promo codes, login hooks and bonuses live elsewhere). */
export const shopHandlers: Partial<ApiHandlers> = {
  GetGeneralData: getGeneralData,
  mainPage,
  notificationForProduct,
  preorder,
  GetProductCreditPropositions: getProductCreditPropositions,
  cartCreditPropositions,
  cities,
  productIdsByCategory,
  distributors,
  loadProducts,
  searchLoadProducts,
  loadPromotionProducts,
  socialSettings,
  deliveryDepartments,
  placeOrder,
  paymentDataByLink,
  createPaymentLink,
  monobankValidatePhone,
  monobankCheckSuccessCallback,
  abankValidatePhone,
  abankCheckSuccessCallback,
  smbSettings,
  sendSmbRequest,
  translations,
  compareProducts,
  EsAddUpdateContact: esAddUpdateContact,
  smbRequests,
};
