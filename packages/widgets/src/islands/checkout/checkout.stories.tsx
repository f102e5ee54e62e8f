import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { checkoutCart } from '../../testing/checkout-fixtures';
import { CheckoutPage, checkoutStory, fillBuyerAndBranch, formOf } from '../../testing/checkout-story-kit';
import { sampleUser } from '../../testing/sample-user';
import { inRussian, text } from '../../testing/story-fixtures';

/** The checkout page's form taken over by the island, over a fake shop. */
const meta = { title: 'Pages/Checkout', component: CheckoutPage } satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = {
  contacts: { uk: 'Контактні дані', ru: 'Контактные данные' },
  submit: { uk: 'Підтвердити замовлення', ru: 'Подтвердить заказ' },
  summary: { uk: 'Ваше замовлення', ru: 'Ваш заказ' },
  newCustomer: { uk: 'Я новий покупець', ru: 'Я новый покупатель' },
  registered: { uk: 'Я постійний покупець', ru: 'Я постоянный покупатель' },
  fast: { uk: 'Швидке замовлення', ru: 'Быстрый заказ' },
  cash: { uk: 'Готівкою при отриманні', ru: 'Наличными при получении' },
  card: { uk: 'Карткою онлайн (LiqPay)', ru: 'Картой онлайн (LiqPay)' },
  credit: { uk: 'У кредит або частинами', ru: 'В кредит или частями' },
  locker: { uk: 'У поштомат «Нова пошта»', ru: 'В почтомат «Новая почта»' },
} as const;

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that holds the text (a label may say more: the option's reason is its description). */
const named = (context: StoryContext, texts: { uk: string; ru: string }) => ({ name: new RegExp(escaped(text(context, texts))) });
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

/** A parcel locker rules out cash, and says so. */
export const ParcelLockerNotWithCash: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    await context.userEvent.click(canvas.getByRole('radio', named(context, t.locker)));
    const cash = canvas.getByRole('radio', named(context, t.cash));
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription(text(context, { uk: 'Для доставки в поштомат оплата готівкою недоступна', ru: 'При доставке в почтомат оплата наличными недоступна' }));
  },
};
export const ParcelLockerNotWithCashRu: Story = inRussian(ParcelLockerNotWithCash);

const pickupless = checkoutCart();
pickupless.suppliers[0]!.products[0] = { ...pickupless.suppliers[0]!.products[0]!, self_pickup: false };

/** An item that cannot be picked up rules self-delivery out. */
export const DeliveryUnavailable: Story = {
  ...checkoutStory({ api: { cart: () => pickupless } }),
  async play(context) {
    const canvas = await formOf(context);
    const pickup = canvas.getByRole('radio', named(context, { uk: 'Самовивіз', ru: 'Самовывоз' }));
    await expect(pickup).toBeDisabled();
    await expect(pickup).toHaveAccessibleDescription(
      text(context, { uk: 'Самовивіз недоступний для деяких товарів у кошику', ru: 'Самовывоз недоступен для некоторых товаров в корзине' }),
    );
  },
};
export const DeliveryUnavailableRu: Story = inRussian(DeliveryUnavailable);

/** From 5000 UAH paid on receipt: the passport and the full name are asked. */
export const PassportOver5000: Story = {
  ...checkoutStory({ api: { cart: () => checkoutCart({ goods: 5400, total: 5400 }) } }),
  async play(context) {
    const canvas = await formOf(context);
    await context.userEvent.click(canvas.getByRole('radio', named(context, t.cash)));
    await context.userEvent.click(canvas.getByRole('button', { name: text(context, t.submit) }));
    await expect(
      await canvas.findByText(text(context, { uk: 'Для замовлення від 5 000 грн з оплатою при отриманні потрібні паспортні дані', ru: 'Для заказа от 5 000 грн с оплатой при получении нужны паспортные данные' })),
    ).toBeInTheDocument();
  },
};
export const PassportOver5000Ru: Story = inRussian(PassportOver5000);

/** Credit with the cart's offers: a bank and a term, the monthly payment. */
export const Credit: Story = {
  ...checkoutStory(),
  async play(context) {
    const canvas = await formOf(context);
    const credit = canvas.getByRole('radio', named(context, t.credit));
    await waitFor(() => expect(credit).toBeEnabled());
    await context.userEvent.click(credit);
    const banks = canvas.getByRole('group', { name: text(context, { uk: 'Кредит або оплата частинами', ru: 'Кредит или оплата частями' }) });
    await expect(within(banks).getAllByRole('radio')[0]).toBeChecked();
    await expect(banks).toHaveTextContent(/899/);
  },
};
export const CreditRu: Story = inRussian(Credit);

/** Credit with a promo code is ruled out, with the reason. */
export const CreditWithPromoCode: Story = {
  ...checkoutStory({ api: { cart: () => checkoutCart({ promocode: { code: 'SPRING', kind: 'promo', discount: 100 }, total: 2597 }) } }),
  async play(context) {
    const canvas = await formOf(context);
    const credit = canvas.getByRole('radio', named(context, t.credit));
    await waitFor(() => expect(credit).toHaveAccessibleDescription(text(context, { uk: 'Оформити кредит із промокодом неможливо', ru: 'Оформить кредит с промокодом невозможно' })));
    await expect(credit).toBeDisabled();
  },
};
export const CreditWithPromoCodeRu: Story = inRussian(CreditWithPromoCode);

/** A corporate buyer: the transfers and the company's details, no credit. */
export const Corporate: Story = {
  ...checkoutStory({ user: sampleUser({ role: { slug: 'corporate' }, phone: '380501234567' }) }),
  async play(context) {
    const canvas = await formOf(context);
    await expect(canvas.queryByRole('radio', named(context, t.credit))).toBeNull();
    await context.userEvent.click(canvas.getByRole('radio', named(context, { uk: 'для юридичних осіб', ru: 'для юридических лиц' })));
    await expect(canvas.getByRole('group', { name: text(context, { uk: 'Дані компанії', ru: 'Данные компании' }) })).toBeInTheDocument();
  },
};
export const CorporateRu: Story = inRussian(Corporate);

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
