import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { sampleUser } from '../../testing/sample-user';
import { inRussian, langOf, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { ProfileSettings } from './profile-settings';

type Context = Parameters<NonNullable<Story['play']>>[0];

const texts = {
  left: { uk: 'Лівша', ru: 'Левша' },
  right: { uk: 'Правша', ru: 'Правша' },
  saving: { uk: 'Зберігаємо…', ru: 'Сохраняем…' },
  saved: { uk: 'Налаштування збережено', ru: 'Настройки сохранены' },
  saveFailed: { uk: 'Не вдалося зберегти налаштування. Спробуйте ще раз.', ru: 'Не удалось сохранить настройки. Попробуйте ещё раз.' },
  switching: { uk: 'Перемикаємо мову…', ru: 'Переключаем язык…' },
  languageFailed: { uk: 'Не вдалося змінити мову. Спробуйте ще раз.', ru: 'Не удалось сменить язык. Попробуйте ещё раз.' },
} as const;

/** The shop's no-script form the island takes over. */
const inShopForm: Decorator = (Story) => (
  <form method="post" action="/profile/settings" data-widget="profile-settings" data-lang-cookie="story-lang" style={{ maxWidth: 480 }}>
    <Story />
  </form>
);

const hand = (context: Context, which: 'left' | 'right') => context.canvas.getByRole('radio', { name: text(context, texts[which]) });
/** The language the story is not in. */
const otherLanguage = (context: Context) => context.canvas.getByRole('radio', { name: langOf(context) === 'uk' ? 'Рус' : 'Укр' });

const meta = {
  title: 'Widgets/ProfileSettings',
  component: ProfileSettings,
  decorators: [inShopForm],
  // The island runtime loads the whole dictionary before it mounts the island.
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
  args: { langCookie: 'story-lang' },
} satisfies Meta<typeof ProfileSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A right-handed user: the page's language and “right” chosen. */
export const RightHanded: Story = {
  ...signedIn(sampleUser({ handedness: 'right' })),
  async play(context) {
    await expect(hand(context, 'right')).toBeChecked();
    await expect(context.canvas.getByRole('radio', { name: langOf(context) === 'uk' ? 'Укр' : 'Рус' })).toBeChecked();
  },
};
export const RightHandedRu: Story = inRussian(RightHanded);

/** A left-handed user. */
export const LeftHanded: Story = {
  ...signedIn(sampleUser({ handedness: 'left' })),
  async play(context) {
    await expect(hand(context, 'left')).toBeChecked();
  },
};
export const LeftHandedRu: Story = inRussian(LeftHanded);

/** The handedness on its way to the server. */
export const SavingHandedness: Story = {
  ...signedIn(sampleUser(), [http.put('/api/profile/me/settings', () => delay('infinite'))]),
  async play(context) {
    await context.userEvent.click(hand(context, 'left'));
    await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(text(context, texts.saving)));
    await expect(hand(context, 'left')).toBeChecked();
  },
};
export const SavingHandednessRu: Story = inRussian(SavingHandedness);

/** Saved: the user is left-handed now, and the status says so. */
export const HandednessSaved: Story = {
  ...signedIn(sampleUser(), [http.put('/api/profile/me/settings', () => HttpResponse.json({ success: true }))]),
  async play(context) {
    await context.userEvent.click(hand(context, 'left'));
    await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(text(context, texts.saved)));
    await expect(vitrinaOf(context).services.auth.user.value?.handedness).toBe('left');
  },
};
export const HandednessSavedRu: Story = inRussian(HandednessSaved);

/** Not saved: said, and the choice goes back. */
export const HandednessFailed: Story = {
  ...signedIn(sampleUser(), [http.put('/api/profile/me/settings', () => HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 }))]),
  async play(context) {
    await context.userEvent.click(hand(context, 'left'));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(text(context, texts.saveFailed));
    await expect(hand(context, 'right')).toBeChecked();
  },
};
export const HandednessFailedRu: Story = inRussian(HandednessFailed);

/** The other language on its way: saved with the account first. */
export const SwitchingLanguage: Story = {
  ...signedIn(sampleUser(), [http.put('/api/profile/me/lang', () => delay('infinite'))]),
  async play(context) {
    await context.userEvent.click(otherLanguage(context));
    // The widgets speak the new language at once; the page's own texts follow once it is saved.
    await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(texts.switching[langOf(context) === 'uk' ? 'ru' : 'uk']));
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};
export const SwitchingLanguageRu: Story = inRussian(SwitchingLanguage);

/** The page could not be read in the other language: said, and everything stays in this one. */
export const LanguageFailed: Story = {
  ...signedIn(sampleUser(), [
    http.put('/api/profile/me/lang', () => HttpResponse.json({ success: true })),
    http.get(/iframe\.html/, () => new HttpResponse('down', { status: 502 })),
  ]),
  async play(context) {
    const before = langOf(context);
    await context.userEvent.click(otherLanguage(context));
    await expect(await context.canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(text(context, texts.languageFailed));
    await expect(vitrinaOf(context).state.lang.value).toBe(before);
  },
};
export const LanguageFailedRu: Story = inRussian(LanguageFailed);
