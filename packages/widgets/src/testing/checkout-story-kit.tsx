import type { StoryContext, StoryObj } from '@storybook/react-vite';
import type { User } from '@vitrina/core';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CheckoutIsland } from '../islands/checkout/checkout-island';
import { navigation } from '../runtime/navigation';
import { CART_ID, STORES, checkoutApi } from './checkout-fixtures';
import { nothingElse } from './modal-story-kit';
import { signedIn, text, vitrinaOf } from './story-fixtures';

/*
 * What the checkout island's stories share. Stories only; the package's build never imports this file.
 */

/** The island in the checkout page's form, as the shop renders it. */
export function CheckoutPage() {
  return (
    <form method="post" action="/checkout" data-widget="checkout" style={{ maxWidth: 1100 }}>
      <CheckoutIsland cartId={CART_ID} stores={[...STORES]} cityTitle="Київ" />
    </form>
  );
}

interface CheckoutStoryOptions {
  readonly api?: Parameters<typeof checkoutApi>[0];
  /** A signed-in session of this user; a guest with the cart in its cookie without it. */
  readonly user?: User;
  /** Handlers before the checkout's own (a held answer, say). */
  readonly before?: RequestHandler[];
}

/**
 * A story of the checkout over the fake shop: the whole dictionary loaded first, as the island
 * runtime does, and leaving the page (a placed order) kept from happening in the frame.
 */
export function checkoutStory(options: CheckoutStoryOptions = {}): Pick<StoryObj, 'parameters' | 'beforeEach' | 'render'> {
  const handlers = [...(options.before ?? []), ...checkoutApi(options.api).handlers];
  const session = options.user ? signedIn(options.user, handlers) : { parameters: { msw: [...handlers, nothingElse], vitrina: { cookieDocument: { cookie: `cart_id=${CART_ID}` } } } };
  return {
    render: () => <CheckoutPage />,
    parameters: session.parameters,
    async beforeEach(context: StoryContext) {
      if ('beforeEach' in session && session.beforeEach) await (session.beforeEach as (context: StoryContext) => Promise<void>)(context);
      const vitrina = vitrinaOf(context);
      await vitrina.i18n.load();
      // The SDK reads the guest's cart as it starts; on the first story of a run that request may
      // beat the mock worker, and the 404 it then gets makes the SDK forget the cart's cookie.
      await vitrina.services.cart.whenIdle();
      if (!options.user && vitrina.cookies.get('cart_id') === undefined) vitrina.cookies.set('cart_id', CART_ID);
      // Each story starts from an empty tab: no draft of another story's checkout.
      sessionStorage.clear();
      const assign = navigation.assign;
      navigation.assign = () => {};
      return () => {
        navigation.assign = assign;
      };
    },
  };
}

/** The form once it is there (the tabs show); the first story of a run waits for the island's code to be compiled. */
export async function formOf(context: { canvasElement: HTMLElement }) {
  const canvas = within(context.canvasElement);
  await canvas.findByRole('tablist', {}, { timeout: 15_000 });
  return canvas;
}

/** Fills a new customer's buyer and picks the default city's first branch. */
export async function fillBuyerAndBranch(context: StoryContext, canvas: ReturnType<typeof within>) {
  const { userEvent } = context;
  const buyer = canvas.getByRole('group', { name: text(context, { uk: 'Контактні дані', ru: 'Контактные данные' }) });
  const fields = within(buyer).getAllByRole('textbox');
  await userEvent.type(fields[0]!, 'Коваленко');
  await userEvent.type(fields[1]!, 'Оксана');
  await userEvent.type(fields[3]!, '0671234567');
  await userEvent.type(fields[4]!, 'oksana@example.ua');
  const branch = (await canvas.findAllByRole('combobox')).find((element: HTMLElement) => element.tagName === 'SELECT')!;
  await waitFor(() => expect(within(branch).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(branch, '301');
}

/** The texts the checkout's stories look for, in both languages. */
export const checkoutTexts = {
  contacts: { uk: 'Контактні дані', ru: 'Контактные данные' },
  submit: { uk: 'Підтвердити замовлення', ru: 'Подтвердить заказ' },
  summary: { uk: 'Ваше замовлення', ru: 'Ваш заказ' },
  newCustomer: { uk: 'Я новий покупець', ru: 'Я новый покупатель' },
  registered: { uk: 'Я постійний покупець', ru: 'Я постоянный покупатель' },
  fast: { uk: 'Швидке замовлення', ru: 'Быстрый заказ' },
  cash: { uk: 'Готівкою при отриманні', ru: 'Наличными при получении' },
  card: { uk: 'Карткою онлайн (LiqPay)', ru: 'Картой онлайн (LiqPay)' },
  credit: { uk: 'У кредит або частинами', ru: 'В кредит или частями' },
  locker: { uk: 'У поштомат «Нова пошта»', ru: 'В почтомат «Новая почта»' },
} as const;

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An accessible name that holds the text (a label may say more: an option's reason is its description). */
export const named = (context: StoryContext, texts: { uk: string; ru: string }) => ({ name: new RegExp(escaped(text(context, texts))) });
