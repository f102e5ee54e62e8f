// The contract's names, shared with the templates that write islands.
export { ISLAND_ATTRIBUTES, ISLAND_SELECTOR, PAGE_CONFIG_SCRIPT_ID, type IslandAttributeKey } from '../contract/island-attributes';
