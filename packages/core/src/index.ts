// Public API of @vitrina/core.
export { createVitrina, type Vitrina } from './create-vitrina';
export { resolveConfig, configDataSchema, pushToDataLayer, type VitrinaConfig, type ResolvedConfig, type AnalyticsEvent, type AnalyticsSink } from './config';
export * from './errors';

export { createApiClient } from './api/api-client';
export type { ApiClient, ApiClientOptions, CallInput, EndpointRegistry, RequestOf, ResponseOf } from './api/api-client';
export { endpoints, type EndpointName } from './api/endpoints';
export { defineEndpoint, type EndpointDefinition, type ApiName, type HttpMethod } from './api/endpoint';

export * from './schemas';
export * from './rules';

export { IdSet, type ReadonlyIdSet, type ProductId } from './state/id-set';
export { createGlobalState, readonlyState } from './state/global-state';
export type { GlobalState, ReadonlyGlobalState, ModalState, NotifierState, NotifierVariant, LanguageOption } from './state/global-state';
export { modalIds, isModalId, type ModalId } from './state/modal-ids';

export { createLocalStore } from './storage/local-store';
export { createMemoryStore } from './storage/memory-store';
export { createCookieJar, createMemoryCookieDocument, type CookieJar, type CookieJarOptions } from './storage/cookie-jar';
export { storageKeys, defaultCookieNames, USER_COOKIE_EXPIRES } from './storage/keys';
export type { KeyValueStore, StorageProblem } from './storage/types';

export { createI18n, type I18n, type CreateI18nOptions } from './i18n/create-i18n';
export { createLazyI18n, type VitrinaI18n, type LazyI18nOptions } from './i18n/lazy-i18n';
export { translateFirstPaint } from './i18n/first-paint-translate';
export { firstPaintDictionaries } from './i18n/locales/first-paint';
export { languages, LANG_CODES, DEFAULT_LANG, isLang, toLang, type Lang } from './i18n/languages';
export { validationMessages, errorMessages, allMessageKeys, type MessageKey } from './i18n/messages';
export { loadTranslations, whenTranslationsReady, type FetchTranslations } from './i18n/translations-loader';
export { dictionarySchema, type Dictionary } from './i18n/dictionary';
export { pluralForm, reviewCountWord } from './i18n/plural';
export { uk } from './i18n/locales/uk';
export { ru } from './i18n/locales/ru';

export { formatPrice } from './format/price';
export { formatPhone, normalizePhone } from './format/phone';
export { ratingStars } from './format/rating';
export { labelColor, readableTextColor } from './format/label-colors';
export { bonusToShow } from './format/bonus';

// Services: what a shopper can do. Each is the only writer of its part of `state`.
export type { Services } from './services/create-services';
export type { ServiceEventMap, ServiceEventName } from './services/service-events';
export type { UiService } from './services/ui-service';
export type {
  AuthService,
  SessionStatus,
  AuthSnapshot,
  LoginInput,
  SignUpInput,
  SocialLoginInput,
  SocialLoginOptions,
  AddressInput,
  SaveAddressOptions,
  Handedness,
  ProfileInput,
  SavedAddress,
} from './services/auth/create-auth-service';
export type { AccountsService, SwitchAccountResult } from './services/auth/create-accounts-service';
export type { CartService, PageCart, AddToCartOptions, AddToCartResult, CartChangeResult } from './services/cart/cart-types';
export { GUEST_CART_COOKIE } from './services/cart/guest-cart-cookie';
export type { FavoritesService } from './services/lists/create-favorites-service';
export type { ComparesService } from './services/lists/create-compares-service';
export type { ProductList, ListCategory, SelectedListCategory, ListChangeResult, ToggleOptions } from './services/lists/product-list-types';
export type { ComparePage, ComparePageOptions, CompareHistory } from './services/lists/create-compare-page';
export { readCompareIds } from './services/lists/read-compare-ids';
export { withCompareIds } from './services/lists/with-compare-ids';
export type { PreordersService, PreorderOpenResult, PreorderSubmitResult, PreorderForm } from './services/preorders/create-preorders-service';
export { preOrderFormSchema, type PreOrderFormValues } from './services/preorders/pre-order-form-schema';
export type { ShopService, MainPageModel, OneClickOrderInput, InstalmentBank } from './services/catalog/create-shop-service';
export type { CreditModel } from './services/catalog/create-credit-model';
export type { SelectableCreditBank, SelectableProposition } from './services/catalog/selectable-credit-banks';
export type { CheckoutService, PlaceOrderOptions, PlaceOrderResult, CitySearch, CartCreditOffers } from './services/checkout/checkout-types';
export { emptyCheckoutValues } from './services/checkout/checkout-values';
export type { CheckoutValues, CheckoutPersonValues, CheckoutCompanyValues, CheckoutAddressValues, CheckoutCreditChoice } from './services/checkout/checkout-values';
export { checkCheckoutForm, type CheckoutFormContext } from './services/checkout/check-checkout-form';
export { toPlaceOrderRequest } from './services/checkout/place-order-request';
export { deliveryOptions, paymentOptions, paymentTypesFor, OFFERED_DELIVERY_TYPES } from './services/checkout/checkout-options';
export type { CheckoutOption, PaymentOptionsInput } from './services/checkout/checkout-options';
export { checkoutSummary, type CheckoutSummary } from './services/checkout/checkout-summary';
export { checkoutItems, cartProducts, lineQuantity } from './services/checkout/checkout-items';
export { CHECKOUT_FIELDS, checkoutFieldRename, type CheckoutFieldName, type ReceiptPerson } from './services/checkout/checkout-fields';
export { checkoutDraftSchema, toCheckoutDraft, withCheckoutDraft, type CheckoutDraft } from './services/checkout/checkout-draft';
export { createProductSearch, type ProductSearch, type ProductSearchOptions, type ProductSearchStatus } from './services/search/product-search';
export { createRecentSearches, normalizeQuery, RECENT_SEARCHES_KEY, type RecentSearches } from './services/search/recent-searches';
export type { AnalyticsService, ListPosition, AddToCartContext } from './services/analytics/analytics-types';
export { cartSnapshotSchema, type CartSnapshot } from './services/analytics/cart-snapshot';
export type { CrossTabSync } from './services/sync/create-cross-tab-sync';
export type { SyncMessage, SyncTopic } from './services/sync/sync-message';
export { loadOnce, settleWithin, LoadTimeoutError } from './load-once';

// Forms: what a failed submit shows under which field.
export { toFormFailure, splitFailure, wholeFormFailure, type FormFailure, type FieldRename } from './forms/form-failure';

// Product cards: "buy" from a card, with the place of the card in its list.
export { addFromCard, isGiftsRunOut, cartOptionsOf, addToCartWhereOf, type CardContext, type AddFromCardServices, type AddFromCardResult, type AddFromCardOptions } from './cards/add-from-card';

// The in-place category listing: its addresses, its requests (newest answer only) and its history entries.
export { createListingModel, sameListing, LISTING_TIMEOUT_MS, type ListingModel, type ListingModelOptions, type ListingOutcome } from './listing/create-listing-model';
export { formListingAddress, isListingAddress, listingKey, LISTING_PAGE_PARAM } from './listing/listing-address';
export { listingHistoryState, listingScrollOf, type ListingHistoryState } from './listing/listing-history';
export type { AddressesService, PurchasesService } from './services/portal/create-portal-services';
