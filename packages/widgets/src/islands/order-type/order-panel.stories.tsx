import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { apiError, nothingElse, ok } from '../../testing/modal-story-kit';
import { sampleUser } from '../../testing/sample-user';
import { inIsland, inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { OrderPanel } from './order-panel';

const t = {
  title: { uk: 'Як замовити', ru: 'Как заказать' },
  tabs: { uk: 'Спосіб замовлення', ru: 'Способ заказа' },
  newCustomer: { uk: 'Я новий покупець', ru: 'Я новый покупатель' },
  registered: { uk: 'Я постійний покупець', ru: 'Я постоянный покупатель' },
  login: { uk: 'Увійти', ru: 'Войти' },
  fast: { uk: 'Швидке замовлення', ru: 'Быстрый заказ' },
  buy: { uk: 'Купити', ru: 'Купить' },
  phone: { uk: 'Телефон', ru: 'Телефон' },
  order: { uk: 'Замовити', ru: 'Заказать' },
  thanks: { uk: 'Дякуємо! Замовлення прийнято, менеджер незабаром вам зателефонує', ru: 'Спасибо! Заказ принят, менеджер скоро вам позвонит' },
  notBuyable: { uk: 'Цей товар зараз не можна купити', ru: 'Этот товар сейчас нельзя купить' },
  preorderTitle: { uk: 'Передзамовлення', ru: 'Предзаказ' },
  preorder: { uk: 'Передзамовити', ru: 'Предзаказ' },
  remind: { uk: 'Повідомити про наявність', ru: 'Сообщить о наличии' },
};

/** The product page's order section, as the shop renders the island. */
const meta = {
  title: 'Pages/OrderPanel',
  component: OrderPanel,
  args: { productId: 1001, orderType: 'buy', oneClick: true },
  decorators: [inIsland('order-type', { 'data-product-id': '1001', 'data-order-type': 'buy', 'data-one-click': '1', style: { maxWidth: 560 } })],
  parameters: { msw: [nothingElse] },
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof OrderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: new customer, registered, login and fast order as tabs, the new customer's chosen with its buy button. */
export const Guest: Story = {
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { name: text(context, t.title) })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: text(context, t.tabs) });
    await expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t.newCustomer, t.registered, t.login, t.fast].map((texts) => text(context, texts)));
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(text(context, t.newCustomer));
    await expect(within(canvas.getByRole('tabpanel')).getByRole('button', { name: text(context, t.buy) })).toBeVisible();
  },
};
export const GuestRu: Story = inRussian(Guest);

/** The login tab, chosen from the keyboard (End, then the left arrow): the login form. */
export const LoginTab: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    const first = await canvas.findByRole('tab', { name: text(context, t.newCustomer) });
    first.focus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    const login = canvas.getByRole('tab', { name: text(context, t.login) });
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expect(login).toHaveFocus();
    await expect(within(canvas.getByRole('tabpanel')).getByLabelText(/E-mail/)).toBeVisible();
  },
};
export const LoginTabRu: Story = inRussian(LoginTab);

/** A fast order placed: the thanks, focused. */
export const FastOrderPlaced: Story = {
  parameters: { msw: [http.post('/api/shop/cart/one_click_order', () => ok({ order_id: 7001 })), nothingElse] },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('tab', { name: text(context, t.fast) }));
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(text(context, t.phone)) }), '0501234567');
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.order) }));
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent(text(context, t.thanks));
    await waitFor(() => expect(thanks).toHaveFocus());
  },
};
export const FastOrderPlacedRu: Story = inRussian(FastOrderPlaced);

/** The shop refused the fast order: its reason in an alert, the phone kept. */
export const FastOrderRefused: Story = {
  parameters: { msw: [http.post('/api/shop/cart/one_click_order', () => apiError(422, 'errors.product_not_buyable')), nothingElse] },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('tab', { name: text(context, t.fast) }));
    const phone = canvas.getByRole('textbox', { name: new RegExp(text(context, t.phone)) });
    await userEvent.type(phone, '0501234567');
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.order) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, t.notBuyable));
    await expect(phone).toHaveValue('+38 050 123 45 67');
  },
};
export const FastOrderRefusedRu: Story = inRussian(FastOrderRefused);

/** A signed-in customer: no login tab; the fast order has their phone. */
export const SignedIn: Story = {
  ...signedIn(sampleUser({ phone: '380501234567' })),
  async play(context) {
    const { canvas, userEvent } = context;
    const tabs = await canvas.findByRole('tablist');
    await waitFor(() => expect(within(tabs).getAllByRole('tab')).toHaveLength(3));
    await expect(canvas.queryByRole('tab', { name: text(context, t.login) })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: text(context, t.fast) }));
    await expect(canvas.getByRole('textbox', { name: new RegExp(text(context, t.phone)) })).toHaveValue('+38 050 123 45 67');
  },
};
export const SignedInRu: Story = inRussian(SignedIn);

/** A product not in stock yet: its pre-order. */
export const Preorder: Story = {
  args: { orderType: 'preorder', oneClick: false },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { name: text(context, t.preorderTitle) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, t.preorder) })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
export const PreorderRu: Story = inRussian(Preorder);

/** A product out of stock: the reminder. */
export const Remind: Story = {
  args: { orderType: 'notify', oneClick: false },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { name: text(context, t.remind) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, t.remind) })).toBeVisible();
  },
};
export const RemindRu: Story = inRussian(Remind);
