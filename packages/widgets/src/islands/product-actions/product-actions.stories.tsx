import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { storyTexts as texts } from '../../testing/story-texts';
import { sampleUser } from '../../testing/sample-user';
import { ProductActions } from './product-actions';
import { sampleActionsProps } from '../../testing/sample-actions-props';

const productId = 1001;
const cartId = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

/** A cart API that takes every add into one cart. */
const cartApi = (() => {
  const ids: number[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const { product_id } = (await request.json()) as { product_id: number };
    if (!ids.includes(product_id)) ids.push(product_id);
    return HttpResponse.json({
      success: true,
      data: { cart_id: cartId, suppliers: [{ id: 1, products: ids.map((id) => ({ id, choosed_quantity: 1 })) }], cart_count: ids.length },
    });
  };
  return [http.post('/api/shop/cart/create', answer), http.post('/api/shop/cart/update/:cartId', answer)];
})();

/** A cart API that never answers: the button stays in "adding". */
const cartApiHeld = [http.post('/api/shop/cart/create', () => delay('infinite')), http.post('/api/shop/cart/update/:cartId', () => delay('infinite'))];

/** A cart API that fails every add. */
const cartApiDown = [
  http.post('/api/shop/cart/create', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  http.post('/api/shop/cart/update/:cartId', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
];

/** A cart API whose gifts for every product have run out: an add answers 409, an add without the gift goes in. */
const cartApiGiftsRunOut = (() => {
  const refusal = () => HttpResponse.json({ error: { code: 'errors.gifts_run_out', message: 'gifts have run out' } }, { status: 409 });
  const added = async ({ request }: { request: Request }) => {
    const { product_id } = (await request.json()) as { product_id: number };
    return HttpResponse.json({ success: true, data: { cart_id: cartId, suppliers: [{ id: 1, products: [{ id: product_id, choosed_quantity: 1 }] }], cart_count: 1 } });
  };
  return [http.post('/api/shop/cart/create', refusal), http.post('/api/shop/cart/update/:cartId', refusal), http.post('/api/shop/cart/add', added)];
})();

const giftOffer = {
  title: { uk: 'Подарунки закінчилися', ru: 'Подарки закончились' },
  accept: { uk: 'Купити без подарунка', ru: 'Купить без подарка' },
};

const meta = {
  title: 'Widgets/ProductActions',
  component: ProductActions,
  args: sampleActionsProps({ productId, tooltipActive: texts.favoritesActive.uk, tooltipInactive: texts.favoritesInactive.uk }),
  parameters: { msw: cartApi },
} satisfies Meta<typeof ProductActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story in Russian; the favourites tooltips come from the page, in its language. */
const russianPage = (story: Story): Story => ({
  ...inRussian(story),
  args: { ...story.args, tooltipActive: texts.favoritesActive.ru, tooltipInactive: texts.favoritesInactive.ru },
});

/** In stock: buy, the one-click link, both toggles off. */
export const Buy: Story = {
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByRole('button', { name: text(context, texts.buy) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text(context, texts.oneClick) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, texts.favoritesInactive) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, texts.compareInactive) })).toBeVisible();
  },
};
export const BuyRu: Story = russianPage(Buy);

/** Buy → "in cart": the cart API takes the product. */
export const BuyAddsToCart: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.buy) }));
    await expect(await canvas.findByRole('button', { name: text(context, texts.inCart) })).toBeVisible();
    await expect(vitrinaOf(context).state.cart.has(productId).value).toBe(true);
  },
};
export const BuyAddsToCartRu: Story = russianPage(BuyAddsToCart);

/** While the cart API has not answered: a disabled, busy button. */
export const Adding: Story = {
  parameters: { msw: cartApiHeld },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.buy) }));
    const busy = await canvas.findByRole('button', { name: text(context, texts.adding) });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // Still the focused button: a keyboard user is not thrown back to the top of the page.
    await expect(busy).toHaveFocus();
  },
};
export const AddingRu: Story = russianPage(Adding);

/** Already in the cart: clicking it leads to the cart page. */
export const InCart: Story = {
  args: { inCart: true },
  async beforeEach(context) {
    await vitrinaOf(context).services.cart.add(productId);
  },
  async play(context) {
    await expect(context.canvas.getByRole('button', { name: text(context, texts.inCart) })).toBeVisible();
  },
};
export const InCartRu: Story = russianPage(InCart);

/** The cart API fails: the product goes back out of the cart and the button says "buy" again. */
export const AddFails: Story = {
  parameters: { msw: cartApiDown, vitrina: { retryLimit: 0 } },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.buy) }));
    await waitFor(() => expect(vitrinaOf(context).services.cart.pending.has(productId).value).toBe(false));
    await expect(canvas.getByRole('button', { name: text(context, texts.buy) })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: text(context, texts.inCart) })).toBeNull();
    await expect(vitrinaOf(context).state.cart.has(productId).value).toBe(false);
  },
};
export const AddFailsRu: Story = russianPage(AddFails);

/** The gifts have run out: the shopper is offered the product without its gift, the offer's button focused, nothing added yet. */
export const GiftsRunOut: Story = {
  parameters: { msw: cartApiGiftsRunOut },
  // The offer lives outside the story's root: the next story must not find it still open.
  beforeEach: () => () => {
    for (const offer of document.querySelectorAll('dialog.vitrina-gift-offer')) offer.dispatchEvent(new Event('cancel', { cancelable: true }));
  },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.buy) }));
    // The offer is a modal <dialog> at the end of the page, outside the card.
    const offer = await screen.findByRole('dialog', { name: text(context, giftOffer.title) });
    await expect(offer).toHaveAttribute('open');
    await expect(screen.getByRole('button', { name: text(context, giftOffer.accept) })).toHaveFocus();
    await expect(vitrinaOf(context).state.cart.has(productId).value).toBe(false);
  },
};
export const GiftsRunOutRu: Story = russianPage(GiftsRunOut);

/** The offer taken: the product goes into the cart without its gift, the offer closes and the button says "in cart". */
export const GiftsRunOutBoughtWithout: Story = {
  parameters: { msw: cartApiGiftsRunOut },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.buy) }));
    await userEvent.click(await screen.findByRole('button', { name: text(context, giftOffer.accept) }));
    await expect(await canvas.findByRole('button', { name: text(context, texts.inCart) })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: text(context, giftOffer.title) })).toBeNull();
    await expect(vitrinaOf(context).state.cart.has(productId).value).toBe(true);
  },
};
export const GiftsRunOutBoughtWithoutRu: Story = russianPage(GiftsRunOutBoughtWithout);

/** Out of stock, pre-order possible: no one-click link. */
export const PreOrder: Story = {
  args: { toCart: false, preOrder: true, oneClick: false },
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByRole('button', { name: text(context, texts.preorder) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(context, texts.oneClick) })).toBeNull();
  },
};
export const PreOrderRu: Story = russianPage(PreOrder);

/** A signed-in shopper who has pre-ordered this product already. */
export const PreOrderProcessed: Story = {
  ...signedIn(sampleUser({ preorders: [productId] })),
  args: { toCart: false, preOrder: true, oneClick: false },
  async play(context) {
    await expect(context.canvas.getByRole('button', { name: text(context, texts.preorderProcessed) })).toBeVisible();
  },
};
export const PreOrderProcessedRu: Story = russianPage(PreOrderProcessed);

/** Out of stock, no pre-order: remind me when it is back. */
export const RemindMe: Story = {
  args: { toCart: false, notify: true, oneClick: false },
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByRole('button', { name: text(context, texts.remindMe) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(context, texts.buy) })).toBeNull();
  },
};
export const RemindMeRu: Story = russianPage(RemindMe);

/** The product is in the favourites and in the compare list: both toggles on. */
export const ListedEverywhere: Story = {
  args: { favorites: true, compare: true },
  async beforeEach(context) {
    const { services } = vitrinaOf(context);
    await services.favorites.toggle(productId);
    await services.compares.toggle(productId);
  },
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByRole('button', { name: text(context, texts.favoritesActive) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, texts.compareActive) })).toBeVisible();
  },
};
export const ListedEverywhereRu: Story = russianPage(ListedEverywhere);

/** A click turns each toggle on: its name and state change together. */
export const ToggleLists: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.favoritesInactive) }));
    await expect(await canvas.findByRole('button', { name: text(context, texts.favoritesActive) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.compareInactive) }));
    await expect(await canvas.findByRole('button', { name: text(context, texts.compareActive) })).toBeVisible();
  },
};
export const ToggleListsRu: Story = russianPage(ToggleLists);

/** On the compare page the server renders no one-click link. */
export const WithoutOneClick: Story = {
  args: { oneClick: false },
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByRole('button', { name: text(context, texts.buy) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(context, texts.oneClick) })).toBeNull();
  },
};
export const WithoutOneClickRu: Story = russianPage(WithoutOneClick);

/** A corporate user sees no one-click link, even where the page offered it. */
export const Corporate: Story = {
  ...signedIn(sampleUser({ role: { slug: 'corporate' } }), cartApi),
  play: WithoutOneClick.play,
};
export const CorporateRu: Story = russianPage(Corporate);
