import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { checkoutCart } from '../../testing/checkout-fixtures';
import { CheckoutPage, checkoutStory, checkoutTexts as t, fillBuyerAndBranch, formOf, named } from '../../testing/checkout-story-kit';
import { sampleUser } from '../../testing/sample-user';
import { inRussian, text } from '../../testing/story-fixtures';
import { atPhoneWidth } from '../../testing/story-viewports';

/** The checkout page's form taken over by the island, over a fake shop: order types, loading, submits (each rule's message: checkout-rules.stories.tsx). */
const meta = { title: 'Pages/Checkout', component: CheckoutPage } satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvas: ReturnType<typeof within>, context: StoryContext) =>
  within(canvas.getByRole('region', { name: text(context, t.summary) })).getAllByRole('definition').at(-1);

/** A new customer's form with the summary of the server's cart, the default city named. */
export const NewCustomer: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    await expect(canvas.getByRole('tab', { name: text(context, t.newCustomer) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('combobox', named(context, { uk: 'Місто', ru: 'Город' }))).toHaveValue(text(context, { uk: 'Київ', ru: 'Київ' }));
    await expect(total(canvas, context)).toHaveTextContent(/2\s697/);
  },
};
export const NewCustomerRu: Story = inRussian(NewCustomer);

/** Until the cart has been read again. */
export const Loading: Story = {
  ...checkoutStory({ before: [http.get('/api/shop/cart/:id', () => delay('infinite'))] }),
  async play(context) {
    await expect(await within(context.canvasElement).findByRole('status')).toHaveTextContent(text(context, { uk: 'Завантаження…', ru: 'Загрузка…' }));
  },
};
export const LoadingRu: Story = inRussian(Loading);

const caseOnly = checkoutCart({
  suppliers: [{ id: 1, products: [{ id: 98011, choosed_quantity: 1, title: 'Чохол Zorya', price: 299, final_price: 299, item_category: 'Аксесуари' }] }],
  cart_count: 1,
  goods: 299,
  total: 299,
});

/** Below free delivery on a phone (343 px inside the page's margins): the carrier's tariff wraps in the summary, which stays within the screen. */
export const BelowFreeDeliveryOnPhone: Story = {
  ...checkoutStory({ api: { cart: () => caseOnly } }),
  render: () => (
    <div style={{ width: 343 }}>
      <CheckoutPage />
    </div>
  ),
  async play(context) {
    const canvas = await formOf(context);
    const summary = canvas.getByRole('region', { name: text(context, t.summary) });
    await expect(within(summary).getByText(text(context, { uk: 'За тарифами перевізника при отриманні', ru: 'По тарифам перевозчика при получении' }))).toBeVisible();
    const form = context.canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
export const BelowFreeDeliveryOnPhoneRu: Story = inRussian(BelowFreeDeliveryOnPhone);

/** A registered customer who is a guest here logs in within the form. */
export const RegisteredLogin: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    await context.userEvent.click(canvas.getByRole('tab', { name: text(context, t.registered) }));
    const login = canvas.getByRole('region', { name: text(context, { uk: 'Увійти', ru: 'Войти' }) });
    await expect(within(login).getByLabelText(/E-mail/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text(context, t.submit) })).toBeNull();
  },
};
export const RegisteredLoginRu: Story = inRussian(RegisteredLogin);

/** A signed-in customer: their details filled in. */
export const RegisteredSignedIn: Story = {
  ...checkoutStory({ user: sampleUser({ phone: '380501234567' }) }),
  async play(context) {
    const canvas = await formOf(context);
    await expect(canvas.getByRole('tab', { name: text(context, t.registered) })).toHaveAttribute('aria-selected', 'true');
    const buyer = canvas.getByRole('group', { name: text(context, t.contacts) });
    await waitFor(() => expect(within(buyer).getAllByRole('textbox')[0]).toHaveValue('Бондар'));
    await expect(within(buyer).getByRole('textbox', { name: /\+38|Телефон/ })).toHaveValue('+38 050 123 45 67');
  },
};
export const RegisteredSignedInRu: Story = inRussian(RegisteredSignedIn);

/** A fast order: the phone, and a name if the shopper likes. */
export const Fast: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    await context.userEvent.click(canvas.getByRole('tab', { name: text(context, t.fast) }));
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('textbox')).toHaveLength(2);
  },
};
export const FastRu: Story = inRussian(Fast);

/** Every missing field named under it after an empty submit, the focus on the first. */
export const EmptyFormErrors: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    await context.userEvent.click(canvas.getByRole('button', { name: text(context, t.submit) }));
    const buyer = canvas.getByRole('group', { name: text(context, t.contacts) });
    await waitFor(() => expect(within(buyer).getAllByRole('textbox')[0]).toHaveFocus());
    await expect(within(buyer).getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};
export const EmptyFormErrorsRu: Story = inRussian(EmptyFormErrors);

/** A city the shop does not know. */
export const CityNotFound: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    const city = canvas.getByRole('combobox', named(context, { uk: 'Місто', ru: 'Город' }));
    await context.userEvent.clear(city);
    await context.userEvent.type(city, 'Ялта');
    await expect(await canvas.findByText(text(context, { uk: 'Місто не знайдено', ru: 'Город не найден' }))).toBeInTheDocument();
  },
};
export const CityNotFoundRu: Story = inRussian(CityNotFound);

/** The server refuses fields: each verdict under its field, the focus on the first. */
export const ServerErrors: Story = {
  ...checkoutStory({
    api: { order: () => HttpResponse.json({ error: { code: 'validation.invalid', message: 'no', fields: { 'person.email': 'validation.email_invalid' } } }, { status: 422 }) },
  }),
  async play(context) {
    const canvas = await formOf(context);
    await fillBuyerAndBranch(context, canvas);
    await context.userEvent.click(canvas.getByRole('radio', named(context, t.card)));
    await context.userEvent.click(canvas.getByRole('button', { name: text(context, t.submit) }));
    const email = within(canvas.getByRole('group', { name: text(context, t.contacts) })).getAllByRole('textbox')[4]!;
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(text(context, { uk: 'Вкажіть правильний e-mail', ru: 'Укажите правильный e-mail' }));
  },
};
export const ServerErrorsRu: Story = inRussian(ServerErrors);

/** A gift ran out: the line named, and buying it without the gift offered. */
export const GiftsRunOut: Story = {
  ...checkoutStory({
    api: { order: () => HttpResponse.json({ error: { code: 'errors.gifts_run_out', message: 'no', fields: { 'lines.120455': 'errors.gifts_run_out' } } }, { status: 409 }) },
  }),
  async play(context) {
    const canvas = await formOf(context);
    await fillBuyerAndBranch(context, canvas);
    await context.userEvent.click(canvas.getByRole('radio', named(context, t.card)));
    await context.userEvent.click(canvas.getByRole('button', { name: text(context, t.submit) }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Смартфон Zorya A5');
    await expect(within(notice).getByRole('button', { name: text(context, { uk: 'Купити без подарунка', ru: 'Купить без подарка' }) })).toBeInTheDocument();
  },
};
export const GiftsRunOutRu: Story = inRussian(GiftsRunOut);

/** The total changed meanwhile: the new one shown, to confirm again. */
export const TotalChanged: Story = {
  ...checkoutStory({ api: { order: () => HttpResponse.json({ error: { code: 'errors.order_total_changed', message: 'no' } }, { status: 409 }) } }),
  async play(context) {
    const canvas = await formOf(context);
    await fillBuyerAndBranch(context, canvas);
    await context.userEvent.click(canvas.getByRole('radio', named(context, t.card)));
    await context.userEvent.click(canvas.getByRole('button', { name: text(context, t.submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, { uk: 'Сума замовлення змінилася', ru: 'Сумма заказа изменилась' }));
  },
};
export const TotalChangedRu: Story = inRussian(TotalChanged);

/** The order placed: its number, the button busy while the page is left. */
export const Placed: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    await fillBuyerAndBranch(context, canvas);
    await context.userEvent.click(canvas.getByRole('radio', named(context, t.card)));
    await context.userEvent.click(canvas.getByRole('button', { name: text(context, t.submit) }));
    const placed = text(context, { uk: 'Замовлення №\\d+ оформлено. Переходимо далі…', ru: 'Заказ №\\d+ оформлен. Переходим дальше…' });
    await expect(await canvas.findByText(new RegExp(placed))).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: text(context, { uk: 'Надсилаємо замовлення…', ru: 'Отправляем заказ…' }) })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const PlacedRu: Story = inRussian(Placed);

/** A new customer’s checkout on a phone: the summary under the form. */
export const NewCustomerOnPhone: Story = atPhoneWidth(NewCustomer);
export const NewCustomerOnPhoneRu: Story = inRussian(NewCustomerOnPhone);
