import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { sampleUser } from '../../testing/sample-user';
import { OneTap } from './one-tap';

/**
 * The one-tap prompt is Google's, drawn by its script; here a stand-in `google.accounts.id`
 * draws a box instead, so no script is loaded and the story shows what Google was asked for.
 */
function standInGoogle(canvas: HTMLElement, label: string) {
  const box = document.createElement('p');
  box.setAttribute('role', 'status');
  const id = {
    initialize(configuration: { client_id: string; auto_select?: boolean; cancel_on_tap_outside?: boolean }) {
      box.dataset.configuration = JSON.stringify({
        client_id: configuration.client_id,
        auto_select: configuration.auto_select,
        cancel_on_tap_outside: configuration.cancel_on_tap_outside,
      });
    },
    prompt() {
      box.textContent = `${label} ${box.dataset.configuration ?? ''}`;
      canvas.append(box);
    },
    cancel() {
      box.remove();
    },
    renderButton() {},
  };
  (window as Window & { google?: unknown }).google = { accounts: { id } };
  return () => {
    box.remove();
    delete (window as Window & { google?: unknown }).google;
  };
}

const promptLabel = { uk: 'Тут Google показав би вікно входу:', ru: 'Здесь Google показал бы окно входа:' };

const meta = {
  title: 'Widgets/OneTap',
  component: OneTap,
  args: { clientId: 'story-client-id' },
  async beforeEach(context) {
    return standInGoogle(context.canvasElement, text(context, promptLabel));
  },
} satisfies Meta<typeof OneTap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest after the login check: Google is asked for its prompt, never auto-selected. */
export const Guest: Story = {
  async beforeEach(context) {
    await vitrinaOf(context).services.auth.restore();
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(canvasElement.querySelector('[role="status"]')).toHaveTextContent('"auto_select":false'));
    await expect(canvasElement.querySelector('[role="status"]')).toHaveTextContent('"cancel_on_tap_outside":false');
  },
};
export const GuestRussian: Story = inRussian(Guest);

/** A logged-in shopper: nothing is asked of Google. */
export const LoggedIn: Story = {
  ...signedIn(sampleUser()),
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull();
  },
};

/** On the cart page: nothing either. */
export const CartPage: Story = {
  args: { page: 'cart' },
  async beforeEach(context) {
    await vitrinaOf(context).services.auth.restore();
  },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull();
  },
};
