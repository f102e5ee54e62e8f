import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Vitrina } from '@vitrina/core';
import { http, HttpResponse } from 'msw';
import { sampleUser } from './sample-user';
import { UserMenu } from './user-menu';
import './user-menu.css';

function loggedIn(user: ReturnType<typeof sampleUser>): Partial<Story> {
  return {
    parameters: {
      vitrina: { cookieDocument: { cookie: 'token=story-token' } },
      msw: [
        http.get('/api/profile/me', () => HttpResponse.json({ success: true, data: user })),
        // The rest of the session's reads (general data, lists, bonuses): nothing to show here.
        http.all('/api/*', () => HttpResponse.json({ message: 'Not in this story' }, { status: 404 })),
      ],
    },
    async beforeEach({ loaded }) {
      await (loaded.vitrina as Vitrina).services.auth.restore();
    },
  };
}

const meta = {
  title: 'Widgets/UserMenu',
  component: UserMenu,
  decorators: [
    (Story) => (
      <div className="user-menu" data-widget="user-menu" style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the login button. */
export const Guest: Story = {};

/** Bonuses and favourites above 0; compare at 0 looks inactive. */
export const User: Story = loggedIn(sampleUser({ bonuses_count: 540, favorites: [1001, 1002] }));

/** Purchases are corporate purchases. */
export const Corporate: Story = loggedIn(sampleUser({ role: { slug: 'corporate' } }));
