import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { inRussian, text } from '../../testing/story-fixtures';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { apiError, modalStory, ok } from '../../testing/modal-story-kit';
import { sampleCredits } from '../../testing/sample-credits';

const CREDITS = '/api/shop/products/:productId/credits';
const title = { uk: 'Купити в кредит', ru: 'Купить в кредит' };

/** The popup for product 1001, its offers answered by `answer`; no retries of the GET. */
function creditStory(answer: Parameters<typeof http.get>[1]) {
  const story = modalStory('credit-info', { productId: 1001, handlers: [http.get(CREDITS, answer)] });
  return { ...story, parameters: { ...story.parameters, vitrina: { retryLimit: 0 } } };
}

const meta = { title: 'Modals/CreditPopup', component: ModalHost } satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banks, each with its terms by months and the first selected. */
export const Offers: Story = {
  ...creditStory(() => ok(sampleCredits)),
  async play(context) {
    await expect(await context.canvas.findByRole('dialog', { name: text(context, title) })).toHaveAttribute('open');
    const privat = await context.canvas.findByRole('group', { name: /ПриватБанк/ });
    await expect(within(privat).getAllByRole('radio')[0]).toBeChecked();
  },
};
export const OffersRu: Story = inRussian(Offers);

/** Another term picked: its monthly payment. */
export const OtherTermSelected: Story = {
  ...Offers,
  async play(context) {
    const privat = await context.canvas.findByRole('group', { name: /ПриватБанк/ });
    await context.userEvent.click(within(privat).getAllByRole('radio')[2]!);
    await expect(privat).toHaveTextContent('1 250 грн');
  },
};
export const OtherTermSelectedRu: Story = inRussian(OtherTermSelected);

/** While the offers load. */
export const Loading: Story = {
  ...creditStory(() => delay('infinite')),
  async play(context) {
    await expect(await context.canvas.findByRole('dialog', { name: text(context, title) })).toHaveAttribute('open');
    const status = context.canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(text(context, { uk: 'Завантаження…', ru: 'Загрузка…' })));
  },
};
export const LoadingRu: Story = inRussian(Loading);

/** The offers could not be loaded: the error state, with a retry. */
export const LoadFailed: Story = {
  ...creditStory(() => apiError(500, 'errors.generic')),
  async play(context) {
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      text(context, { uk: 'Не вдалося завантажити кредитні пропозиції', ru: 'Не удалось загрузить кредитные предложения' }),
    );
  },
};
export const LoadFailedRu: Story = inRussian(LoadFailed);

/** No offers for this product. */
export const NoOffers: Story = {
  ...creditStory(() => ok({ price: 12499, credits: [] })),
  async play(context) {
    await expect(
      await context.canvas.findByText(text(context, { uk: 'Для цього товару немає кредитних пропозицій', ru: 'Для этого товара нет кредитных предложений' })),
    ).toBeInTheDocument();
  },
};
export const NoOffersRu: Story = inRussian(NoOffers);
