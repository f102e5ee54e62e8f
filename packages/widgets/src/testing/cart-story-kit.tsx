import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Lang } from '@vitrina/core';
import { http } from 'msw';
import { Cart } from '../islands/cart/cart';
import { fakeCartPageApi, type FakeCartPageApi, type FakeCartPageApiOptions } from './fake-cart-page-api';
import { sampleUser } from './sample-user';
import { inIsland, langOf, vitrinaOf } from './story-fixtures';

/*
 * What the cart island's stories share: a fake cart API of the story's own behind MSW, and the
 * page the story opens on (a guest's cart by its cookie, or a signed-in shopper's). Stories only.
 */

/** The story's cart API; each story sets its own before it renders. */
let api: FakeCartPageApi = fakeCartPageApi();

export const cartMeta = {
  component: Cart,
  args: { checkoutUrl: '/checkout', continueUrl: '/' },
  parameters: {
    msw: [
      // Returning nothing hands a request on: the translations keep their default answer.
      http.all('/api/*', ({ request }) => (new URL(request.url).pathname.startsWith('/api/shop/translations/') ? undefined : api.fetch(request))),
    ],
  },
  decorators: [inIsland('cart', { className: 'cart-island' })],
} satisfies Meta<typeof Cart>;

export type CartStory = StoryObj<typeof cartMeta>;

export interface CartPageSetup extends FakeCartPageApiOptions {
  /** The lines in the story's language. */
  readonly linesIn?: (lang: Lang) => FakeCartPageApiOptions['lines'];
  /** A signed-in shopper with this many bonuses (their profile in the story's language). */
  readonly bonuses?: number;
  readonly signedIn?: boolean;
  /** What the API does from the first render on (hold the answers, refuse the next change). */
  readonly then?: (api: FakeCartPageApi) => void;
  /** The story shows the cart loading: the first read is left on its way. */
  readonly loading?: boolean;
}

/** The page a story opens on: its cart API, the cart's cookie or the shopper's session, the cart read. */
export function onCartPage(setup: CartPageSetup = {}): Pick<CartStory, 'beforeEach'> {
  return {
    async beforeEach(context: StoryContext) {
      const lang = langOf(context);
      const balance = setup.signedIn ? (setup.balance ?? 0) : undefined;
      const user = setup.signedIn ? sampleUser({ lang: { code: lang }, bonuses_count: balance ?? null }) : undefined;
      api = fakeCartPageApi({ ...setup, lines: setup.linesIn?.(lang) ?? setup.lines, user, balance });
      const release = setup.loading ? api.hold() : undefined;
      const vitrina = vitrinaOf(context);
      // On a page the island waits for the whole dictionary (its widget's `texts`); a story renders it directly.
      await vitrina.i18n.load();
      if (user) {
        vitrina.cookies.writeToken('story-token');
        await vitrina.services.auth.restore();
      } else {
        vitrina.cookies.set('cart_id', api.cartId);
      }
      const read = vitrina.services.cart.reload();
      if (!setup.loading) await read;
      setup.then?.(api);
      return () => release?.();
    },
  };
}

/** The cart API of the story on screen. */
export const storyCartApi = (): FakeCartPageApi => api;
