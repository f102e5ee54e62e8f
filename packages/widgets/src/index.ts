// Public API of @vitrina/widgets.
export { VitrinaProvider, useVitrina } from './vitrina-context';
export { createIslandRuntime, type IslandRuntime, type IslandRuntimeOptions } from './runtime/island-runtime';
export { defineWidget, type WidgetDefinition, type WidgetModule, type AnyWidgetDefinition } from './runtime/define-widget';
export type { PropsSchema, PropsParseResult, PropsIssue, PropsOf } from './runtime/props-schema';
export { readIslandProps, type IslandPropsResult } from './runtime/read-island-props';
export { readPageConfig, parsePageConfig, defaultPageConfig, type PageConfig, type PageSnapshot, type PageLang } from './runtime/page-config';
export { ISLAND_ATTRIBUTES, ISLAND_SELECTOR, PAGE_CONFIG_SCRIPT_ID, type IslandAttributeKey } from './contract/island-attributes';
export { IslandObserver } from './runtime/island-observer';
export { startVitrina, type StartVitrinaOptions, type StartedVitrina } from './runtime/start-vitrina';
export type { PageBehaviour } from './runtime/page-behaviour';
export { hydrateSnapshot } from './runtime/hydrate-snapshot';
export { useMessages, type Messages } from './i18n/use-messages';

// Every island the script-tag build registers, and each definition on its own.
export { allWidgets, allPageBehaviours } from './islands/all-widgets';
export { selectItemBehaviour } from './card-analytics/select-item-tracking';
export { productActionsWidget } from './islands/product-actions/product-actions-widget';
export { creditBadgeWidget } from './islands/credit-badge/credit-badge-widget';
export { distributorsWidget } from './islands/distributors-button/distributors-widget';
export { productServicesWidget } from './islands/product-services/product-services-widget';
export { cartLinkWidget } from './islands/cart-link/cart-link-widget';
export { userMenuWidget } from './islands/user-menu/user-menu-widget';
export { bottomBarWidget } from './islands/bottom-bar/bottom-bar-widget';
export { notifierWidget } from './islands/notifier/notifier-widget';
export { layoutFlagsWidget } from './islands/layout-flags/layout-flags-widget';
export { searchOpenerWidget } from './islands/search-opener/search-opener-widget';
export { favoritesListWidget } from './islands/favorites-list/favorites-list-widget';
export { modalHostWidget } from './islands/modal-host/modal-host-widget';
export { oneTapWidget } from './islands/one-tap/one-tap-widget';
export { loginFormWidget, registrationFormWidget, recoveryFormWidget, socialLoginWidget } from './islands/sign-in/sign-in-widgets';

// Components for React apps that render them themselves, inside a <VitrinaProvider>: each renders
// its own elements (the islands of the script tag wrap them where the shop's element is the island).
export { ProductCard } from './ui/product-card/product-card';
export type { ProductCardProps } from './ui/product-card/product-card-props';
export { ProductActions } from './islands/product-actions/product-actions';
export type { ProductActionsProps } from './islands/product-actions/product-actions-props';
export { CartLink, type CartLinkElementProps } from './islands/cart-link/cart-link';
export { UserMenu } from './islands/user-menu/user-menu';
export { BottomBar, type BottomBarProps } from './islands/bottom-bar/bottom-bar';
export { Notifier } from './islands/notifier/notifier';
