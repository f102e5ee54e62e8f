import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { DEFAULT_LANG, languages, type Lang } from '../i18n/languages';
import type { SocialNetwork } from '../schemas/social-network';
import { IdSet, type ProductId, type ReadonlyIdSet } from './id-set';
import type { ModalId } from './modal-ids';

export type NotifierVariant = 'success' | 'error' | 'warning' | 'info';

export interface NotifierState {
  readonly open: boolean;
  readonly message: string;
  readonly variant: NotifierVariant;
  /** An optional title (the pre-order alert has one: general.errors.title). */
  readonly title?: string;
}

export interface ModalState {
  readonly open: boolean;
  readonly id: ModalId | null;
}

export interface LanguageOption {
  readonly code: Lang;
  readonly label: string;
}

export type RoleSlug = string | null;

/**
 * The shop's global state as signals, one instance per SDK instance. Services are its
 * only writers; widgets and host pages get the read-only view from `readonlyState`.
 */
export function createGlobalState<GeneralData = unknown>(initial: { lang?: Lang } = {}) {
  const roleSlug: Signal<RoleSlug> = signal(null);
  const state = {
    isMobile: signal(false),
    generalData: signal<GeneralData | null>(null),
    isLoggedIn: signal(false),
    /** The role slug of the logged-in user; the corporate flags derive from it. */
    roleSlug,
    isCorporate: computed(() => roleSlug.value === 'corporate' || roleSlug.value === 'super_corporate'),
    isSuperCorporate: computed(() => roleSlug.value === 'super_corporate'),
    lang: signal<Lang>(initial.lang ?? DEFAULT_LANG),
    languageOptions: signal<readonly LanguageOption[]>(languages),
    /** The social networks offered for login (GET settings/socials). */
    socialAccounts: signal<readonly SocialNetwork[]>([]),
    cart: new IdSet(),
    /** Units in the cart as the server counts them (quantities included). */
    cartCount: signal(0),
    cartId: signal<string | null>(null),
    favorites: new IdSet(),
    compares: new IdSet(),
    preorders: new IdSet(),
    bonusesCount: signal<number | null>(null),
    selectedProductId: signal<ProductId | null>(null),
    modal: signal<ModalState>({ open: false, id: null }),
    notifier: signal<NotifierState>({ open: false, message: '', variant: 'info' }),
  };
  return state;
}

export type GlobalState<GeneralData = unknown> = ReturnType<typeof createGlobalState<GeneralData>>;

type ReadonlyOf<T> = {
  readonly [K in keyof T]: T[K] extends IdSet ? ReadonlyIdSet : T[K] extends ReadonlySignal<infer V> ? ReadonlySignal<V> : T[K];
};

export type ReadonlyGlobalState<GeneralData = unknown> = ReadonlyOf<GlobalState<GeneralData>>;

/** The view handed to widgets and host pages: the same signals, typed without writers. */
export function readonlyState<GeneralData>(state: GlobalState<GeneralData>): ReadonlyGlobalState<GeneralData> {
  return {
    ...state,
    cart: state.cart.readonly,
    favorites: state.favorites.readonly,
    compares: state.compares.readonly,
    preorders: state.preorders.readonly,
  };
}
