// The contract's names, shared with the templates that write islands.
export {
  dataAttribute,
  ISLAND_ATTRIBUTES,
  ISLAND_SELECTOR,
  PAGE_CONFIG_SCRIPT_ID,
  WIDGET_ATTRIBUTE,
  type IslandAttributeKey,
} from '../contract/island-attributes';
