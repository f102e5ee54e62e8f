import type { Vitrina } from '@vitrina/core';

/**
 * Something startVitrina runs on the page besides the islands (select_item on the cards' links):
 * started once with the SDK, stopped with it.
 */
export type PageBehaviour = (page: { readonly document: Document; readonly vitrina: Vitrina }) => { stop(): void };
