// The contract's names live in the core, shared with the templates that write islands.
export { ISLAND_ATTRIBUTES, ISLAND_SELECTOR, PAGE_CONFIG_SCRIPT_ID, type IslandAttributeKey } from '@vitrina/core';
