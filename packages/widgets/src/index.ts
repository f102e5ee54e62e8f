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
export { hydrateSnapshot } from './runtime/hydrate-snapshot';
