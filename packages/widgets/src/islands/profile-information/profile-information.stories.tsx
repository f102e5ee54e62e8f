import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { sampleUser } from '../../testing/sample-user';
import { inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { ProfileInformation } from './profile-information';

type Context = Parameters<NonNullable<Story['play']>>[0];

const user = sampleUser({ first_name: 'Ірина', last_name: 'Бондар', phone: '380671234567', birthday: { day: 14, month: 3, year: 1991 } });

const texts = {
  firstName: { uk: /Ім’я/, ru: /Имя/ },
  save: { uk: 'Зберегти', ru: 'Сохранить' },
  saving: { uk: 'Зберігаємо…', ru: 'Сохраняем…' },
  saved: { uk: 'Дані збережено', ru: 'Данные сохранены' },
  day: { uk: 'День', ru: 'День' },
  month: { uk: 'Місяць', ru: 'Месяц' },
  birthday: { uk: 'Дата народження', ru: 'Дата рождения' },
  nameRequired: { uk: 'Вкажіть ім’я', ru: 'Укажите имя' },
  birthdayInvalid: { uk: 'Вкажіть справжню дату народження: день, місяць і рік у минулому', ru: 'Укажите настоящую дату рождения: день, месяц и год в прошлом' },
  phoneInvalid: { uk: 'Вкажіть правильний номер телефону', ru: 'Укажите правильный номер телефона' },
  generic: { uk: 'Щось пішло не так', ru: 'Что-то пошло не так' },
} as const;

/** The shop's no-script form the island takes over. */
const inShopForm: Decorator = (Story) => (
  <form method="post" action="/profile" data-widget="profile-information" style={{ maxWidth: 480 }}>
    <Story />
  </form>
);

const firstName = (context: Context) => context.canvas.getByRole('textbox', { name: text(context, { uk: 'Ім’я', ru: 'Имя' }) });
const saveButton = (context: Context) => context.canvas.getByRole('button', { name: text(context, texts.save) });

const meta = {
  title: 'Widgets/ProfileInformation',
  component: ProfileInformation,
  decorators: [inShopForm],
  // The island runtime loads the whole dictionary before it mounts the island.
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof ProfileInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user’s details, ready to change; the e-mail is shown, not changed. */
export const Filled: Story = {
  ...signedIn(user),
  async play(context) {
    await expect(firstName(context)).toHaveValue('Ірина');
    await expect(context.canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    await expect(context.canvas.getByRole('textbox', { name: text(context, texts.day) })).toHaveValue('14');
  },
};
export const FilledRu: Story = inRussian(Filled);

/** Broken rules: under their fields, the first one focused, nothing sent. */
export const Invalid: Story = {
  ...signedIn(user, [http.put('/api/profile/me', () => HttpResponse.json({ error: { code: 'errors.generic', message: 'must not be sent' } }, { status: 500 }))]),
  async play(context) {
    await context.userEvent.clear(firstName(context));
    await context.userEvent.clear(context.canvas.getByRole('textbox', { name: text(context, texts.day) }));
    await context.userEvent.type(context.canvas.getByRole('textbox', { name: text(context, texts.day) }), '31');
    // 31 February.
    await context.userEvent.clear(context.canvas.getByRole('textbox', { name: text(context, texts.month) }));
    await context.userEvent.type(context.canvas.getByRole('textbox', { name: text(context, texts.month) }), '2');
    await context.userEvent.click(saveButton(context));
    await expect(await context.canvas.findByText(text(context, texts.nameRequired))).toBeVisible();
    await expect(context.canvas.getByText(text(context, texts.birthdayInvalid))).toBeVisible();
    await expect(firstName(context)).toHaveFocus();
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};
export const InvalidRu: Story = inRussian(Invalid);

/** The server refused a field: its message under it, what was typed kept. */
export const RefusedByTheServer: Story = {
  ...signedIn(user, [
    http.put('/api/profile/me', () =>
      HttpResponse.json({ error: { code: 'validation.phone_invalid', message: 'no', fields: { phone: 'validation.phone_invalid' } } }, { status: 422 }),
    ),
  ]),
  async play(context) {
    await context.userEvent.clear(firstName(context));
    await context.userEvent.type(firstName(context), 'Олена');
    await context.userEvent.click(saveButton(context));
    await expect(await context.canvas.findByText(text(context, texts.phoneInvalid))).toBeVisible();
    await expect(firstName(context)).toHaveValue('Олена');
    await expect(vitrinaOf(context).services.auth.firstName.value).toBe('Ірина');
  },
};
export const RefusedByTheServerRu: Story = inRussian(RefusedByTheServer);

/** Saving: the button says so and takes no second submit. */
export const Saving: Story = {
  ...signedIn(user, [http.put('/api/profile/me', () => delay('infinite'))]),
  async play(context) {
    await context.userEvent.click(saveButton(context));
    const busy = await context.canvas.findByRole('button', { name: text(context, texts.saving) });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};
export const SavingRu: Story = inRussian(Saving);

/** Saved: said in the status line; the session (and so the header) has the new name. */
export const Saved: Story = {
  ...signedIn(user, [http.put('/api/profile/me', () => HttpResponse.json({ success: true, data: { ...user, first_name: 'Олена' } }))]),
  async play(context) {
    await context.userEvent.clear(firstName(context));
    await context.userEvent.type(firstName(context), 'Олена');
    await context.userEvent.click(saveButton(context));
    await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(text(context, texts.saved)));
    await expect(vitrinaOf(context).services.auth.firstName.value).toBe('Олена');
  },
};
export const SavedRu: Story = inRussian(Saved);

/** The request failed: said above the form, the values kept. */
export const Failed: Story = {
  ...signedIn(user, [http.put('/api/profile/me', () => HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 }))]),
  async play(context) {
    await context.userEvent.click(saveButton(context));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(text(context, texts.generic));
    await expect(firstName(context)).toHaveValue('Ірина');
  },
};
export const FailedRu: Story = inRussian(Failed);
