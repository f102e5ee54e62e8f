import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { checkoutCart } from '../../testing/checkout-fixtures';
import { CheckoutPage, checkoutStory, checkoutTexts as t, fillBuyerAndBranch, formOf, named } from '../../testing/checkout-story-kit';
import { sampleUser } from '../../testing/sample-user';
import { inRussian, text } from '../../testing/story-fixtures';

/** The checkout's rules as the shopper meets them: each ruled-out choice with its reason, the receipt rule, credit, a corporate buyer. */
const meta = { title: 'Pages/Checkout rules', component: CheckoutPage } satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** Over the carrier's cash limit: cash ruled out, with the limit named. */
export const CashLimit: Story = {
  ...checkoutStory({ api: { cart: () => checkoutCart({ goods: 160_000, total: 160_000 }) } }),
  async play(context) {
    const canvas = await formOf(context);
    const cash = canvas.getByRole('radio', named(context, t.cash));
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription(
      text(context, {
        uk: 'Оплатити готівкою при отриманні в перевізника можна не більше 150 000 грн. Оберіть інший спосіб оплати',
        ru: 'Оплатить наличными при получении у перевозчика можно не более 150 000 грн. Выберите другой способ оплаты',
      }),
    );
  },
};
export const CashLimitRu: Story = inRussian(CashLimit);

/** A cart without credit offers: credit ruled out, saying so. */
export const CreditNoOptions: Story = {
  ...checkoutStory({ api: { credits: { price: 2697, credits: [] } } }),
  async play(context) {
    const canvas = await formOf(context);
    const credit = canvas.getByRole('radio', named(context, t.credit));
    await waitFor(() =>
      expect(credit).toHaveAccessibleDescription(text(context, { uk: 'Для цього замовлення немає доступних кредитних пропозицій', ru: 'Для этого заказа нет доступных кредитных предложений' })),
    );
    await expect(credit).toBeDisabled();
  },
};
export const CreditNoOptionsRu: Story = inRussian(CreditNoOptions);

const withGift = checkoutCart();
withGift.suppliers[0]!.products[0] = { ...withGift.suppliers[0]!.products[0]!, gift: { id: 9001, title: 'Чохол' } };

/** A line with a gift: credit stays open, with the note that the gift is not given. */
export const GiftNotWithCredit: Story = {
  ...checkoutStory({ api: { cart: () => withGift } }),
  async play(context) {
    const canvas = await formOf(context);
    const credit = canvas.getByRole('radio', named(context, t.credit));
    await waitFor(() => expect(credit).toBeEnabled());
    await expect(credit).toHaveAccessibleDescription(text(context, { uk: 'Під час оплати в кредит подарунок не надається', ru: 'При оплате в кредит подарок не предоставляется' }));
  },
};
export const GiftNotWithCreditRu: Story = inRussian(GiftNotWithCredit);

/** monobank does not know the buyer's phone: said under the phone, nothing sent. */
export const InstalmentPhoneNotRegistered: Story = {
  ...checkoutStory({ api: { monoRegistered: false } }),
  async play(context) {
    const canvas = await formOf(context);
    await fillBuyerAndBranch(context, canvas);
    const credit = canvas.getByRole('radio', named(context, t.credit));
    await waitFor(() => expect(credit).toBeEnabled());
    await context.userEvent.click(credit);
    await context.userEvent.click(canvas.getByRole('radio', { name: /monobank/ }));
    await context.userEvent.click(canvas.getByRole('button', { name: text(context, t.submit) }));
    const phone = within(canvas.getByRole('group', { name: text(context, t.contacts) })).getAllByRole('textbox')[3]!;
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(
      text(context, {
        uk: 'Цей номер телефону не зареєстровано в monobank. Вкажіть інший номер або оберіть інший спосіб оплати',
        ru: 'Этот номер телефона не зарегистрирован в monobank. Укажите другой номер или выберите другой способ оплаты',
      }),
    );
  },
};
export const InstalmentPhoneNotRegisteredRu: Story = inRussian(InstalmentPhoneNotRegistered);

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
