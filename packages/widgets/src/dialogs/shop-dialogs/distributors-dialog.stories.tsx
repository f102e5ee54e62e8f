import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect } from 'storybook/test';
import { inRussian, text } from '../../testing/story-fixtures';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { apiError, modalStory, ok } from '../../testing/modal-story-kit';
import { sampleUser } from '../../testing/sample-user';

const DISTRIBUTORS = '/api/shop/distributors';
const admin = sampleUser({ is_user_can_see_distributors: true });
const productTitle = 'Смартфон Samsung Galaxy A55 8/256GB';
const distributors = [
  { id: 1, title: 'ERC', url: 'https://erc.example.ua/p/1001', price: 11890, quantity: 14 },
  { id: 2, title: 'Brain', url: null, price: 12050, quantity: 3 },
  { id: 3, title: 'Асбіс', url: null, price: null, quantity: null },
];

const meta = {
  title: 'Modals/Distributors',
  component: ModalHost,
  decorators: [
    // The card's distributors button, which names the product (packages/widgets/docs/widget-contract.md).
    (Story) => (
      <>
        <button type="button" data-product-id="1001" data-product-title={productTitle}>
          {productTitle}
        </button>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list, titled by the product. */
export const List: Story = {
  ...modalStory('distributors', { productId: 1001, user: admin, handlers: [http.get(DISTRIBUTORS, () => ok(distributors))] }),
  async play(context) {
    await expect(await context.canvas.findByRole('dialog', { name: productTitle })).toHaveAttribute('open');
    await expect(await context.canvas.findByRole('table')).toBeInTheDocument();
  },
};
export const ListRu: Story = inRussian(List);

/** No distributor has it. */
export const Empty: Story = {
  ...modalStory('distributors', { productId: 1001, user: admin, handlers: [http.get(DISTRIBUTORS, () => ok([]))] }),
  async play(context) {
    await expect(
      await context.canvas.findByText(text(context, { uk: 'Дистриб’ютори не мають цього товару', ru: 'У дистрибьюторов нет этого товара' })),
    ).toBeInTheDocument();
  },
};
export const EmptyRu: Story = inRussian(Empty);

const failing = modalStory('distributors', {
  productId: 1001,
  user: admin,
  handlers: [http.get(DISTRIBUTORS, () => apiError(500, 'errors.generic'))],
});

/** The list could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  ...failing,
  // No retries of the GET: the failure shows at once.
  parameters: { ...failing.parameters, vitrina: { cookieDocument: { cookie: 'token=story-token' }, retryLimit: 0 } },
  async play(context) {
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      text(context, { uk: 'Помилка завантаження даних', ru: 'Ошибка загрузки данных' }),
    );
  },
};
export const LoadFailedRu: Story = inRussian(LoadFailed);
