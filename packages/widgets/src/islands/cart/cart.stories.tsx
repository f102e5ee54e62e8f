import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cartMeta, onCartPage, storyCartApi, type CartStory } from '../../testing/cart-story-kit';
import { cheapCartLine, sampleCartLines } from '../../testing/sample-cart-lines';
import { inRussian, text } from '../../testing/story-fixtures';
import { atPhoneWidth } from '../../testing/story-viewports';

const meta = { ...cartMeta, title: 'Widgets/Cart' } satisfies Meta<typeof cartMeta.component>;
export default meta;

const lines = { linesIn: sampleCartLines };
const PHONE = /Samsung Galaxy A55/;
const HEADPHONES = /JBL Tune 520BT/;
const CHARGER = /Anker 735/;

/** The line of a product in the story. */
const lineOf = (canvasElement: HTMLElement, title: RegExp) =>
  within(within(canvasElement).getByRole('heading', { name: title }).closest('li') as HTMLElement);

/** While the shopper's cart is on its way: a skeleton, never "empty". */
export const Loading: CartStory = {
  ...onCartPage({ ...lines, loading: true }),
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByText(text(context, { uk: 'Завантаження…', ru: 'Загрузка…' }))).toBeInTheDocument();
    await expect(canvas.queryByText(text(context, { uk: 'Кошик порожній', ru: 'Корзина пуста' }))).toBeNull();
    await expect(context.canvasElement.querySelector('.vitrina-cart')).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadingRu: CartStory = inRussian(Loading);

/** Nothing in the cart: the way back to shopping. */
export const Empty: CartStory = {
  ...onCartPage({ lines: [] }),
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, { uk: 'Кошик порожній', ru: 'Корзина пуста' }))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text(context, { uk: 'Продовжити покупки', ru: 'Продолжить покупки' }) })).toHaveAttribute('href', '/');
  },
};
export const EmptyRu: CartStory = inRussian(Empty);

/** Lines of two suppliers, with services, a gift, one whose gifts have run out; free delivery reached. */
export const LinesWithServicesAndGifts: CartStory = {
  ...onCartPage(lines),
  async play(context) {
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('heading', { name: text(context, { uk: 'Продавець: Alloy Trade', ru: 'Продавец: Alloy Trade' }) })).toBeVisible();
    const phone = lineOf(canvasElement, PHONE);
    await expect(phone.getByRole('link', { name: PHONE })).toHaveAttribute('href', '/samsung-galaxy-a55-navy');
    await expect(phone.getByRole('checkbox', { name: /Захисне скло|Защитное стекло/ })).toBeChecked();
    await expect(phone.getByRole('checkbox', { name: /Розширена гарантія|Расширенная гарантия/ })).not.toBeChecked();
    await expect(phone.getByText(text(context, { uk: 'Подарунок: Чохол-книжка', ru: 'Подарок: Чехол-книжка' }))).toBeVisible();
    await expect(lineOf(canvasElement, HEADPHONES).getByRole('textbox')).toHaveValue('2');
    await expect(canvas.getByText(text(context, { uk: 'Доставка буде безкоштовною', ru: 'Доставка будет бесплатной' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(context, { uk: 'Оформити замовлення', ru: 'Оформить заказ' }) })).toHaveAttribute('href', '/checkout');
  },
};
export const LinesWithServicesAndGiftsRu: CartStory = inRussian(LinesWithServicesAndGifts);

/** Two clicks on + make two changes; the line is busy until the cart has both. */
export const QuantityChanged: CartStory = {
  ...onCartPage(lines),
  async play(context) {
    const { canvasElement, userEvent } = context;
    await within(canvasElement).findByRole('heading', { name: HEADPHONES });
    const plus = lineOf(canvasElement, HEADPHONES).getByRole('button', { name: text(context, { uk: 'Збільшити кількість', ru: 'Увеличить количество' }) });
    await userEvent.dblClick(plus);
    await waitFor(() => expect(storyCartApi().changes().map((call) => call.body.quantity)).toEqual([3, 4]));
    await waitFor(() => expect(lineOf(canvasElement, HEADPHONES).getByRole('textbox')).toHaveValue('4'));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(lineOf(canvasElement, HEADPHONES).getByText('7 596 грн')).toBeVisible();
  },
};
export const QuantityChangedRu: CartStory = inRussian(QuantityChanged);

/** The gifts of a line have run out: the notice, and buying it without the gift. */
export const GiftsRunOut: CartStory = {
  ...onCartPage(lines),
  async play(context) {
    const { canvasElement, userEvent } = context;
    await within(canvasElement).findByRole('heading', { name: CHARGER });
    const charger = lineOf(canvasElement, CHARGER);
    await expect(charger.getByText(text(context, {
      uk: 'На жаль, подарунки закінчилися. Товар можна придбати без подарунка',
      ru: 'К сожалению, подарки закончились. Товар можно купить без подарка',
    }))).toBeVisible();
    await userEvent.click(charger.getByRole('button', { name: text(context, { uk: 'Купити без подарунка', ru: 'Купить без подарка' }) }));
    await expect(await lineOf(canvasElement, CHARGER).findByText(text(context, { uk: 'Без подарунка', ru: 'Без подарка' }))).toBeVisible();
  },
};
export const GiftsRunOutRu: CartStory = inRussian(GiftsRunOut);

/** Under 1500 UAH: how much more makes delivery free. */
export const FreeDeliveryNotReached: CartStory = {
  ...onCartPage({ linesIn: (lang) => [cheapCartLine(lang)] }),
  async play(context) {
    const { canvas } = context;
    await expect(
      await canvas.findByText(text(context, {
        uk: 'Додайте товарів ще на 1 201 грн, і доставка буде безкоштовною',
        ru: 'Добавьте товаров ещё на 1 201 грн, и доставка будет бесплатной',
      })),
    ).toBeVisible();
    await expect(canvas.getByText(text(context, { uk: 'За тарифами перевізника при отриманні', ru: 'По тарифам перевозчика при получении' }))).toBeVisible();
  },
};
export const FreeDeliveryNotReachedRu: CartStory = inRussian(FreeDeliveryNotReached);

/** From 1500 UAH on: delivery is free. */
export const FreeDeliveryReached: CartStory = {
  ...onCartPage({ linesIn: (lang) => [{ ...cheapCartLine(lang), quantity: 6 }] }),
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, { uk: 'Доставка буде безкоштовною', ru: 'Доставка будет бесплатной' }))).toBeVisible();
    await expect(canvas.getByText(text(context, { uk: 'Безкоштовно', ru: 'Бесплатно' }))).toBeVisible();
    await expect(canvas.getByText(text(context, { uk: 'Разом до сплати', ru: 'Итого к оплате' })).nextElementSibling).toHaveTextContent('1 794 грн');
  },
};
export const FreeDeliveryReachedRu: CartStory = inRussian(FreeDeliveryReached);

/** The cart refuses a change: it is taken back, and the notice gives the server's reason. */
export const RefusedChange: CartStory = {
  ...onCartPage({ ...lines, then: (api) => api.refuseNext(422, 'validation.invalid') }),
  async play(context) {
    const { canvas, canvasElement, userEvent } = context;
    await canvas.findByRole('heading', { name: PHONE });
    await userEvent.click(lineOf(canvasElement, PHONE).getByRole('button', { name: text(context, { uk: 'Збільшити кількість', ru: 'Увеличить количество' }) }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(text(context, { uk: 'Неправильне значення', ru: 'Некорректное значение' }));
    await expect(notice).toHaveTextContent(PHONE);
    await waitFor(() => expect(lineOf(canvasElement, PHONE).getByRole('textbox')).toHaveValue('1'));
  },
};
export const RefusedChangeRu: CartStory = inRussian(RefusedChange);

/** The cart on a phone: the lines, their services and gifts, the summary under them. */
export const LinesWithServicesAndGiftsOnPhone: CartStory = atPhoneWidth(LinesWithServicesAndGifts);
export const LinesWithServicesAndGiftsOnPhoneRu: CartStory = inRussian(LinesWithServicesAndGiftsOnPhone);
