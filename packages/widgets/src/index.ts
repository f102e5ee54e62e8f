// Public API of @vitrina/widgets.
export { VitrinaProvider, useVitrina } from './vitrina-context';
export { createIslandRuntime, type IslandRuntime, type IslandRuntimeOptions } from './runtime/island-runtime';
export { defineWidget, type WidgetDefinition, type AnyWidgetDefinition } from './runtime/define-widget';
export type { PropsSchema, PropsParseResult, PropsIssue, PropsOf } from './runtime/props-schema';
export { readIslandProps, type IslandPropsResult } from './runtime/read-island-props';
export { readPageConfig, parsePageConfig, defaultPageConfig, type PageConfig, type PageSnapshot, type PageLang } from './runtime/page-config';
export { ISLAND_ATTRIBUTES, ISLAND_SELECTOR, PAGE_CONFIG_SCRIPT_ID, type IslandAttributeKey } from './runtime/island-attributes';
export { IslandObserver } from './runtime/island-observer';
export { startVitrina, type StartVitrinaOptions, type StartedVitrina } from './runtime/start-vitrina';
export type { PageBehaviour } from './runtime/page-behaviour';
export { hydrateSnapshot } from './runtime/hydrate-snapshot';
export { useMessages, type Messages } from './i18n/use-messages';

// Every island the script-tag build registers, and each definition on its own.
export { allWidgets, allPageBehaviours } from './widgets/all-widgets';
export { selectItemBehaviour } from './card-analytics/select-item-tracking';
export { productActionsWidget } from './widgets/product-actions/product-actions-widget';
export { creditBadgeWidget } from './widgets/credit-badge/credit-badge-widget';
export { distributorsWidget } from './widgets/distributors-button/distributors-widget';
export { productServicesWidget } from './widgets/product-services/product-services-widget';
export { cartLinkWidget } from './widgets/cart-link/cart-link-widget';
export { userMenuWidget } from './widgets/user-menu/user-menu-widget';
export { bottomBarWidget } from './widgets/bottom-bar/bottom-bar-widget';
export { notifierWidget } from './widgets/notifier/notifier-widget';
export { layoutFlagsWidget } from './widgets/layout-flags/layout-flags-widget';
export { searchOpenerWidget } from './widgets/search-opener/search-opener-widget';
export { favoritesListWidget } from './widgets/favorites-list/favorites-list-widget';
export { modalHostWidget } from './widgets/modal-host/modal-host-widget';
export { oneTapWidget } from './widgets/one-tap/one-tap-widget';
export { loginFormWidget, registrationFormWidget, recoveryFormWidget, socialLoginWidget } from './widgets/sign-in/sign-in-widgets';

// Components for React apps that render them themselves, inside a <VitrinaProvider>.
export { ProductCard } from './widgets/product-card/product-card';
export type { ProductCardProps } from './widgets/product-card/product-card-props';
export { ProductActions } from './widgets/product-actions/product-actions';
export type { ProductActionsProps } from './widgets/product-actions/product-actions-props';
export { CartLink } from './widgets/cart-link/cart-link';
export { UserMenu } from './widgets/user-menu/user-menu';
export { BottomBar } from './widgets/bottom-bar/bottom-bar';
export { Notifier } from './widgets/notifier/notifier';
