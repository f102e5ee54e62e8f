// Every message key the SDK itself can produce: validation messages and the error catalogue
// (docs/errors.md). Rules and services refer to these constants, never to raw strings, and the uk
// and ru dictionaries must translate each of them (a test checks it).

/** `serverErrorTitle` → `server_error_title`. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/**
 * Message keys by name: `prefix.` and the name in snake case (`serverErrorTitle` →
 * `errors.server_error_title`), except the ones `own` spells out. Worked out rather than written
 * out, so the script build carries each key once.
 */
function messageKeys<const Prefix extends string, const Name extends string, const Own extends { readonly [N in Name]?: string } = Record<never, never>>(
  prefix: Prefix,
  names: readonly Name[],
  own?: Own,
): { readonly [N in Name]: N extends keyof Own ? Own[N] : `${Prefix}.${Snake<N>}` } {
  const spelled: Readonly<Record<string, string | undefined>> = own ?? {};
  return Object.fromEntries(
    names.map((name) => [name, spelled[name] ?? `${prefix}.${name.replace(/[A-Z]/g, (upper) => `_${upper.toLowerCase()}`)}`]),
  ) as { readonly [N in Name]: N extends keyof Own ? Own[N] : `${Prefix}.${Snake<N>}` };
}

export const validationMessages = /* @__PURE__ */ messageKeys(
  'validation',
  [
    'required',
    'invalid',
    'passwordTooShort',
    'tooShort',
    'tooLong',
    'nameRequired',
    'phoneRequired',
    'phoneInvalid',
    'emailRequired',
    'emailInvalid',
    'privacyConsent',
    'companyCodeInvalid',
    'taxNumberInvalid',
    'passportInvalid',
    'promoCodeTooShort',
    'promoCodeTooLong',
    'buildingInvalid',
    'apartmentInvalid',
    'cityNotFound',
    'bonusInvalid',
    'bonusInsufficient',
    'bonusOrderMaxExceeded',
    'passportRequiredOver5000',
    'recipientFullNameRequired',
    'recipientMobileRequired',
    'birthdayInvalid',
  ], {
    passportRequiredOver5000: 'validation.passport_required_over_threshold',
    birthdayInvalid: 'profile.information.birthday_invalid',
  },
);

export const errorMessages = /* @__PURE__ */ messageKeys(
  'errors',
  [
    'generic',
    'wrongLoginOrPassword',
    'wrongPassword',
    'dataLoading',
    'nothingFound',
    'emailAlreadyRegistered',
    'errorTitle',
    'preorderAlreadyProcessed',
    'acceptPrivacyPolicy',
    'loginError',
    'promoCodeNotFound',
    'promoCodeAlreadyUsed',
    'referralNeedsLogin',
    'promoCodeRemoveFailed',
    'bonusIncorrect',
    'bonusInsufficient',
    'bonusOrderMaxExceeded',
    'giftsRunOut',
    'productNotBuyable',
    'confirmDefault',
    'confirmCallIfNotContacted',
    'phoneNotRegisteredMono',
    'phoneNotRegisteredAbank',
    'deliveryUnavailableSelfPickup',
    'deliveryUnavailableParcelLocker',
    'parcelLockerNotWithCash',
    'cashLimitCourier',
    'cashLimitCarrier',
    'creditNotWithPromoCode',
    'creditNoOptions',
    'promoOrBonusesNotWithCredit',
    'giftNotWithCredit',
    'extendedFiltersNeedLogin',
    'serverErrorTitle',
    'serverErrorText',
    'unknownEndpoint',
    'orderTotalChanged',
  ], {
    errorTitle: 'general.errors.title',
    preorderAlreadyProcessed: 'general.errors.preorder_already_processed',
  },
);

export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];
export type ErrorMessageKey = (typeof errorMessages)[keyof typeof errorMessages];
export type MessageKey = ValidationMessageKey | ErrorMessageKey;

export const allMessageKeys: readonly MessageKey[] = [
  ...Object.values(validationMessages),
  ...Object.values(errorMessages),
];
