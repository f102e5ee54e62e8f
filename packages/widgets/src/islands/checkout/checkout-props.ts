import * as z from 'zod/mini';
import { islandProps } from '../../contract/island-props';

/** A shop a shopper may pick the order up from. */
export const storeSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  address: z.string(),
});

export type Store = z.infer<typeof storeSchema>;

const stores = z.array(storeSchema);

/** Whether a text is JSON that the shops' schema takes. */
function isStoreList(text: string): boolean {
  try {
    return stores.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** `data-stores`: the shops as JSON, read with JSON.parse and checked with the schema. */
const storesJson = z.pipe(
  z.string().check(z.refine(isStoreList, { message: 'a JSON list of shops' })),
  z.transform((text: string): Store[] => stores.parse(JSON.parse(text))),
);

/**
 * `<form data-widget="checkout" data-cart-id="…" data-stores='[…]' data-city-title="Київ">` on the
 * checkout page (packages/widgets/docs/widget-contract.md, `checkout`).
 */
export const checkoutProps = islandProps({
  cartId: z.string().check(z.minLength(1)),
  stores: z._default(storesJson, []),
  cityTitle: z.optional(z.string().check(z.minLength(1))),
});

export type CheckoutProps = z.infer<typeof checkoutProps>;
