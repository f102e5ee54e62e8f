/**
 * Every message key the SDK itself can produce: validation messages and the error
 * catalogue (docs/errors.md). Rules and services refer to these constants, never to raw strings, and
 * the uk and ru dictionaries must translate each of them (a test checks it).
 */
export const validationMessages = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  passwordTooShort: 'validation.password_too_short',
  tooShort: 'validation.too_short',
  tooLong: 'validation.too_long',
  nameRequired: 'validation.name_required',
  phoneRequired: 'validation.phone_required',
  phoneInvalid: 'validation.phone_invalid',
  emailRequired: 'validation.email_required',
  emailInvalid: 'validation.email_invalid',
  privacyConsent: 'validation.privacy_consent',
  companyCodeInvalid: 'validation.company_code_invalid',
  taxNumberInvalid: 'validation.tax_number_invalid',
  passportInvalid: 'validation.passport_invalid',
  promoCodeTooShort: 'validation.promo_code_too_short',
  promoCodeTooLong: 'validation.promo_code_too_long',
  buildingInvalid: 'validation.building_invalid',
  apartmentInvalid: 'validation.apartment_invalid',
  cityNotFound: 'validation.city_not_found',
  bonusInvalid: 'validation.bonus_invalid',
  bonusInsufficient: 'validation.bonus_insufficient',
  bonusOrderMaxExceeded: 'validation.bonus_order_max_exceeded',
  passportRequiredOver5000: 'validation.passport_required_over_threshold',
  recipientFullNameRequired: 'validation.recipient_full_name_required',
  recipientMobileRequired: 'validation.recipient_mobile_required',
} as const;

export const errorMessages = {
  generic: 'errors.generic',
  wrongLoginOrPassword: 'errors.wrong_login_or_password',
  wrongPassword: 'errors.wrong_password',
  dataLoading: 'errors.data_loading',
  nothingFound: 'errors.nothing_found',
  emailAlreadyRegistered: 'errors.email_already_registered',
  errorTitle: 'general.errors.title',
  preorderAlreadyProcessed: 'general.errors.preorder_already_processed',
  acceptPrivacyPolicy: 'errors.accept_privacy_policy',
  loginError: 'errors.login_error',
  promoCodeNotFound: 'errors.promo_code_not_found',
  promoCodeAlreadyUsed: 'errors.promo_code_already_used',
  referralNeedsLogin: 'errors.referral_needs_login',
  promoCodeRemoveFailed: 'errors.promo_code_remove_failed',
  bonusIncorrect: 'errors.bonus_incorrect',
  bonusInsufficient: 'errors.bonus_insufficient',
  bonusOrderMaxExceeded: 'errors.bonus_order_max_exceeded',
  giftsRunOut: 'errors.gifts_run_out',
  productNotBuyable: 'errors.product_not_buyable',
  confirmDefault: 'errors.confirm_default',
  confirmCallIfNotContacted: 'errors.confirm_call_if_not_contacted',
  phoneNotRegisteredMono: 'errors.phone_not_registered_mono',
  phoneNotRegisteredAbank: 'errors.phone_not_registered_abank',
  deliveryUnavailableSelfPickup: 'errors.delivery_unavailable_self_pickup',
  deliveryUnavailableParcelLocker: 'errors.delivery_unavailable_parcel_locker',
  parcelLockerNotWithCash: 'errors.parcel_locker_not_with_cash',
  cashLimitCourier: 'errors.cash_limit_courier',
  cashLimitCarrier: 'errors.cash_limit_carrier',
  creditNotWithPromoCode: 'errors.credit_not_with_promo_code',
  creditNoOptions: 'errors.credit_no_options',
  promoOrBonusesNotWithCredit: 'errors.promo_or_bonuses_not_with_credit',
  giftNotWithCredit: 'errors.gift_not_with_credit',
  extendedFiltersNeedLogin: 'errors.extended_filters_need_login',
  serverErrorTitle: 'errors.server_error_title',
  serverErrorText: 'errors.server_error_text',
  unknownEndpoint: 'errors.unknown_endpoint',
} as const;

export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];
export type ErrorMessageKey = (typeof errorMessages)[keyof typeof errorMessages];
export type MessageKey = ValidationMessageKey | ErrorMessageKey;

export const allMessageKeys: readonly MessageKey[] = [
  ...Object.values(validationMessages),
  ...Object.values(errorMessages),
];
