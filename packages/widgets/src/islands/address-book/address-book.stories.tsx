import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { addressApi, kyivAddress, lvivAddress } from '../../testing/portal-fixtures';
import { inIsland, inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { AddressBook } from './address-book';

const texts = {
  list: { uk: 'Збережені адреси', ru: 'Сохранённые адреса' },
  empty: { uk: 'Збережених адрес поки немає', ru: 'Сохранённых адресов пока нет' },
  add: { uk: 'Додати адресу', ru: 'Добавить адрес' },
  added: { uk: 'Адресу додано', ru: 'Адрес добавлен' },
  street: { uk: 'Вулиця', ru: 'Улица' },
  building: { uk: 'Будинок', ru: 'Дом' },
  apartment: { uk: 'Квартира', ru: 'Квартира' },
  notFound: { uk: 'Місто не знайдено', ru: 'Город не найден' },
  apartmentInvalid: { uk: 'Вкажіть правильний номер квартири', ru: 'Укажите правильный номер квартиры' },
  edit: { uk: 'Змінити адресу: Київ, вул. Хрещатик, 22А, кв. 15', ru: 'Изменить адрес: Київ, вул. Хрещатик, 22А, кв. 15' },
  editTitle: { uk: 'Зміна адреси', ru: 'Изменение адреса' },
  remove: { uk: 'Видалити адресу: Київ, вул. Хрещатик, 22А, кв. 15', ru: 'Удалить адрес: Київ, вул. Хрещатик, 22А, кв. 15' },
  confirmTitle: { uk: 'Видалити адресу?', ru: 'Удалить адрес?' },
  confirm: { uk: 'Так, видалити', ru: 'Да, удалить' },
  keep: { uk: 'Залишити', ru: 'Оставить' },
  removed: { uk: 'Адресу видалено', ru: 'Адрес удалён' },
} as const;

/** The delivery page's address book, as the shop renders the island (`data-addresses`), for a signed-in user. */
const meta = {
  title: 'Profile/AddressBook',
  component: AddressBook,
  args: { addresses: [kyivAddress, lvivAddress] },
  decorators: [inIsland('address-book', { style: { maxWidth: 640 } })],
  parameters: { vitrina: { cookieDocument: { cookie: 'token=story-token' } }, msw: addressApi().handlers },
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved addresses, each with its change and removal, and the form for a new one. */
export const List: Story = {
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { name: text(context, texts.list) })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: text(context, texts.edit) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, texts.add) })).toBeVisible();
  },
};
export const ListRu: Story = inRussian(List);

/** No address saved yet. */
export const Empty: Story = {
  args: { addresses: [] },
  async play(context) {
    await expect(await context.canvas.findByText(text(context, texts.empty))).toBeVisible();
  },
};
export const EmptyRu: Story = inRussian(Empty);

/** A city typed and picked from the list, the address added at the top, the focus on it. */
export const Added: Story = {
  parameters: { msw: addressApi().handlers },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('combobox'), 'Льв');
    await userEvent.click(await canvas.findByRole('option', { name: /Львів/ }));
    await userEvent.type(canvas.getByLabelText(text(context, texts.street), { exact: false }), 'Садова');
    await userEvent.type(canvas.getByLabelText(text(context, texts.building), { exact: false }), '3');
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.add) }));
    await expect(await canvas.findByText(text(context, texts.added))).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Львів, Садова, 3')).toHaveFocus());
  },
};
export const AddedRu: Story = inRussian(Added);

/** A city the shop does not know. */
export const CityNotFound: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('combobox'), 'Атлантида');
    await expect(await canvas.findByText(text(context, texts.notFound))).toBeVisible();
  },
};
export const CityNotFoundRu: Story = inRussian(CityNotFound);

/** The server refuses the apartment: the message under the field, what was typed kept. */
export const Refused: Story = {
  parameters: {
    msw: [
      http.post('/api/profile/me/address', () =>
        HttpResponse.json(
          { error: { code: 'validation.apartment_invalid', message: 'rules', fields: { apartments: 'validation.apartment_invalid' } } },
          { status: 422 },
        ),
      ),
      ...addressApi().handlers,
    ],
  },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('combobox'), 'Київ');
    await userEvent.type(canvas.getByLabelText(text(context, texts.street), { exact: false }), 'Садова');
    await userEvent.type(canvas.getByLabelText(text(context, texts.building), { exact: false }), '3');
    await userEvent.type(canvas.getByLabelText(text(context, texts.apartment), { exact: false }), '12');
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.add) }));
    await expect(await canvas.findByText(text(context, texts.apartmentInvalid))).toBeVisible();
    await expect(canvas.getByLabelText(text(context, texts.apartment), { exact: false })).toHaveValue('12');
  },
};
export const RefusedRu: Story = inRussian(Refused);

/** An address being changed: its form, filled in. */
export const Editing: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.edit) }));
    await expect(canvas.getByRole('heading', { name: text(context, texts.editTitle) })).toBeVisible();
    await expect(canvas.getByLabelText(text(context, texts.street), { exact: false })).toHaveValue('вул. Хрещатик');
  },
};
export const EditingRu: Story = inRussian(Editing);

/** Removal asked for: the dialog, “keep” focused. */
export const ConfirmRemoval: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.remove) }));
    const dialog = within(canvas.getByRole('dialog', { name: text(context, texts.confirmTitle) }));
    await expect(dialog.getByRole('button', { name: text(context, texts.keep) })).toHaveFocus();
  },
};
export const ConfirmRemovalRu: Story = inRussian(ConfirmRemoval);

/** Removal confirmed: the address gone, the focus on the list. */
export const Removed: Story = {
  parameters: { msw: addressApi([kyivAddress, lvivAddress]).handlers },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.remove) }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: text(context, texts.confirm) }));
    await expect(await canvas.findByText(text(context, texts.removed))).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('heading', { name: text(context, texts.list) })).toHaveFocus());
  },
};
export const RemovedRu: Story = inRussian(Removed);
