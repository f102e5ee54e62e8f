import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { inIsland, inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { storyTexts as texts } from '../../testing/story-texts';
import { sampleUser } from '../../testing/sample-user';
import { UserMenu } from './user-menu';
import { atPhoneWidth } from '../../testing/story-viewports';

type Context = Parameters<NonNullable<Story['play']>>[0];

const menuButton = (context: Context) => context.canvas.getByRole('button', { name: text(context, texts.open) });
const item = (context: Context, name: keyof typeof texts) =>
  context.canvas.getByRole('link', { name: new RegExp(`^${text(context, texts[name])}`) });

/** Opens the menu with a click and waits for its list. */
async function openMenu(context: Context): Promise<void> {
  await context.userEvent.click(menuButton(context));
  await expect(await context.canvas.findByRole('list')).toBeVisible();
}

const meta = {
  title: 'Widgets/UserMenu',
  component: UserMenu,
  decorators: [inIsland('user-menu', { className: 'user-menu', style: { display: 'flex', justifyContent: 'flex-end', minHeight: 360 } })],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the login button, which opens the login modal. */
export const Guest: Story = {
  async play(context) {
    await context.userEvent.click(context.canvas.getByRole('button', { name: text(context, texts.login) }));
    await expect(vitrinaOf(context).state.modal.value).toMatchObject({ open: true, id: 'login' });
  },
};
export const GuestRu: Story = inRussian(Guest);

/** A page rendered for a signed-in shopper while the login check is still on its way: the page's first name at once. */
export const FromThePage: Story = {
  parameters: {
    vitrina: { cookieDocument: { cookie: 'token=story-token' } },
    msw: [http.get('/api/profile/me', () => delay('infinite'))],
  },
  beforeEach(context) {
    const vitrina = vitrinaOf(context);
    vitrina.services.auth.hydrate({ loggedIn: true, firstName: 'Ірина', corporate: false, bonuses: 250 });
    void vitrina.services.auth.restore();
  },
  async play(context) {
    await expect(menuButton(context)).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: text(context, texts.login) })).toBeNull();
  },
};
export const FromThePageRu: Story = inRussian(FromThePage);

/** Signed in, closed: the first name on a wide screen. */
export const Closed: Story = {
  ...signedIn(sampleUser()),
  async play(context) {
    const button = menuButton(context);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button.querySelector('.vitrina-user-menu__name')).toBeVisible();
    await expect(button.querySelector('.vitrina-user-menu__initial')).not.toBeVisible();
    await expect(context.canvas.queryByRole('list')).toBeNull();
  },
};
export const ClosedRu: Story = inRussian(Closed);

/** Under 768 px the button shows the first letter only. */
export const NarrowScreen: Story = {
  ...signedIn(sampleUser()),
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play(context) {
    const button = menuButton(context);
    await expect(button.querySelector('.vitrina-user-menu__initial')).toBeVisible();
    await expect(button.querySelector('.vitrina-user-menu__initial')).toHaveTextContent(/^І$/);
    await expect(button.querySelector('.vitrina-user-menu__name')).not.toBeVisible();
  },
};
export const NarrowScreenRu: Story = inRussian(NarrowScreen);

/** Keyboard: Tab to the button, Enter opens, arrows move through the items, Escape closes and returns focus. */
export const OpenWithKeyboard: Story = {
  ...signedIn(sampleUser()),
  async play(context) {
    const { canvas, userEvent } = context;
    const button = menuButton(context);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The list's code started loading when the button got the focus.
    await expect(await canvas.findByRole('list')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(item(context, 'information')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: text(context, texts.logout) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item(context, 'information')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
export const OpenWithKeyboardRu: Story = inRussian(OpenWithKeyboard);

/** Open: counters only above 0; an item at 0 looks inactive. */
export const OpenWithCounters: Story = {
  ...signedIn(sampleUser({ bonuses_count: 540, favorites: [1001, 1002] })),
  async play(context) {
    await openMenu(context);
    await expect(item(context, 'bonuses').querySelector('.counter')).toHaveTextContent('540');
    await waitFor(() => expect(item(context, 'favorites').querySelector('.counter')).toHaveTextContent('2'));
    await expect(item(context, 'favorites')).not.toHaveClass('is-inactive');
    await expect(item(context, 'compare')).toHaveClass('is-inactive');
    await expect(item(context, 'compare').querySelector('.counter')).toBeNull();
    await expect(item(context, 'purchases')).toBeVisible();
  },
};
export const OpenWithCountersRu: Story = inRussian(OpenWithCounters);

/** Open, nothing counted: bonuses, favourites and compare all inactive. */
export const OpenAllZero: Story = {
  ...signedIn(sampleUser()),
  async play(context) {
    await openMenu(context);
    for (const name of ['bonuses', 'favorites', 'compare'] as const) {
      await expect(item(context, name)).toHaveClass('is-inactive');
      await expect(item(context, name).querySelector('.counter')).toBeNull();
    }
  },
};
export const OpenAllZeroRu: Story = inRussian(OpenAllZero);

/** A corporate user's purchases are requests. */
export const Corporate: Story = {
  ...signedIn(sampleUser({ role: { slug: 'corporate' } })),
  async play(context) {
    await openMenu(context);
    await expect(item(context, 'requests')).toBeVisible();
  },
};
export const CorporateRu: Story = inRussian(Corporate);

/** A super-corporate user's purchases are corporate purchases. */
export const SuperCorporate: Story = {
  ...signedIn(sampleUser({ role: { slug: 'super_corporate' } })),
  async play(context) {
    await openMenu(context);
    await expect(item(context, 'corporatePurchases')).toBeVisible();
  },
};
export const SuperCorporateRu: Story = inRussian(SuperCorporate);

/** Switch account closes the menu and opens the account switcher. */
export const SwitchAccount: Story = {
  ...signedIn(sampleUser()),
  async play(context) {
    await openMenu(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: text(context, texts.switchAccount) }));
    await expect(menuButton(context)).toHaveAttribute('aria-expanded', 'false');
    await expect(vitrinaOf(context).state.modal.value).toMatchObject({ open: true, id: 'change-account' });
  },
};
export const SwitchAccountRu: Story = inRussian(SwitchAccount);

/** Log out: the menu gives way to the login button. */
export const Logout: Story = {
  ...signedIn(sampleUser()),
  async play(context) {
    await openMenu(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: text(context, texts.logout) }));
    await expect(await context.canvas.findByRole('button', { name: text(context, texts.login) })).toBeVisible();
    await expect(vitrinaOf(context).state.isLoggedIn.value).toBe(false);
  },
};
export const LogoutRu: Story = inRussian(Logout);

/** A guest on a phone: the login button keeps its name though the header hides its text under 768 px. */
export const GuestOnPhone: Story = atPhoneWidth(Guest);
export const GuestOnPhoneRu: Story = inRussian(GuestOnPhone);
