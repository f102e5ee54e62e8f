/**
 * The widget contract between server-rendered pages and the widgets, `@vitrina/widgets/contract`:
 * attribute, widget, list, counter and page names, the page config, and the props of every island.
 * No React: a server imports it to write what the widgets read. packages/widgets/docs/widget-contract.md
 * is generated from it.
 */
export {
  dataAttribute,
  ISLAND_ATTRIBUTES,
  ISLAND_SELECTOR,
  PAGE_CONFIG_SCRIPT_ID,
  WIDGET_ATTRIBUTE,
  type IslandAttributeKey,
  type DataAttributeKey,
} from './island-attributes';
export {
  WIDGET_NAMES,
  LIST_NAMES,
  COUNTER_NAMES,
  PAGE_KINDS,
  type WidgetName,
  type IslandName,
  type ListName,
  type CounterName,
  type PageKind,
} from './names';
export { pageConfigSchema, pageConfigFields, defaultPageConfig, type PageConfig, type PageSnapshot, type PageLang } from './page-config-schema';
export { parsePageConfig } from './parse-page-config';
export { islandProps } from './island-props';
export { WIDGET_PROPS } from './widget-props';
export { widgetAttrs, flag, type IslandData, type AttributeValue } from './widget-attrs';
export { TRUSTED_TYPES_POLICIES, type TrustedTypesPolicyName } from './trusted-types';
export {
  HOST_GLOBAL,
  HOST_EVENTS,
  type HostEventName,
  type HostEventDetails,
  type HostEventMap,
  type HostReadyDetail,
  type HostCartDetail,
  type HostCartLine,
  type HostListDetail,
  type HostUser,
  type HostLoginDetail,
  type HostLogoutDetail,
  type HostAccountSwitchedDetail,
  type HostModalDetail,
  type HostAnalyticsDetail,
  type HostRoot,
  type VitrinaHandle,
} from './host-api';
export {
  TRIGGER_ATTRIBUTES,
  TRIGGER_SELECTOR,
  STATEFUL_TRIGGER_SELECTOR,
  TRIGGER_LISTS,
  PRODUCT_MODALS,
  triggerAttrs,
  type TriggerList,
} from './triggers';
