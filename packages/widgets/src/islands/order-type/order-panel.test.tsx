import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, failure, type Route } from '../../testing/modal-test-kit';
import { sampleUser } from '../../testing/sample-user';
import { bodiesOf, pressButton, scriptedSdks, sessionRoutes, tokenCookie, typeMasked } from '../../testing/shop-dialog-test-kit';
import { VitrinaProvider } from '../../vitrina-context';
import { OrderPanel } from './order-panel';
import type { OrderTypeProps } from './order-type-props';

const start = scriptedSdks(() => document.body.replaceChildren());

/** The panel in the shop's section, as the island runtime mounts it. */
function mount(vitrina: Vitrina, props: Partial<OrderTypeProps> = {}) {
  const section = document.createElement('section');
  section.dataset.widget = 'order-type';
  section.setAttribute('aria-labelledby', 'order-title');
  document.body.append(section);
  render(
    <VitrinaProvider vitrina={vitrina}>
      <OrderPanel productId={1001} orderType="buy" oneClick {...props} />
    </VitrinaProvider>,
    { container: section },
  );
  return section;
}

async function setup(options: { routes?: Record<string, Route>; loggedIn?: boolean; lang?: 'uk' | 'ru'; props?: Partial<OrderTypeProps> } = {}) {
  const routes = options.loggedIn ? { ...sessionRoutes(), ...options.routes } : (options.routes ?? {});
  const api = await start(routes, { ...(options.loggedIn ? tokenCookie() : {}), lang: options.lang ?? 'uk' }, options.loggedIn);
  const section = mount(api.vitrina, options.props);
  return { ...api, section };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });
const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name });
const shownPanel = () => screen.getByRole('tabpanel');

describe('the order panel', () => {
  it('names the section with its heading and offers a guest every order type as tabs, the first chosen', async () => {
    const { section } = await setup();
    expect(screen.getByRole('region', { name: 'Як замовити' })).toBe(section);
    expect(screen.getByRole('tablist', { name: 'Спосіб замовлення' })).toBeTruthy();
    expect(tabNames()).toEqual(['Я новий покупець', 'Я постійний покупець', 'Увійти', 'Швидке замовлення']);
    expect(selectedTab().textContent).toBe('Я новий покупець');
    expect(within(shownPanel()).getByRole('button', { name: 'Купити' })).toBeTruthy();
    expect(shownPanel().getAttribute('aria-labelledby')).toBe(selectedTab().id);
  });

  it('moves between the tabs with the arrows, Home and End, choosing and focusing each', async () => {
    await setup();
    const first = selectedTab();
    first.focus();
    key(first, 'ArrowRight');
    expect(selectedTab().textContent).toBe('Я постійний покупець');
    expect(document.activeElement).toBe(selectedTab());
    key(selectedTab(), 'End');
    expect(selectedTab().textContent).toBe('Швидке замовлення');
    key(selectedTab(), 'ArrowRight');
    expect(selectedTab().textContent).toBe('Я новий покупець');
    key(selectedTab(), 'ArrowLeft');
    expect(selectedTab().textContent).toBe('Швидке замовлення');
    key(selectedTab(), 'Home');
    expect(document.activeElement?.textContent).toBe('Я новий покупець');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('sends a guest who is registered to the login tab', async () => {
    await setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Я постійний покупець' }));
    expect(within(shownPanel()).getByText(/Увійдіть, щоб оформити замовлення/)).toBeTruthy();
    await act(async () => fireEvent.click(within(shownPanel()).getByRole('button', { name: 'Увійти' })));
    expect(selectedTab().textContent).toBe('Увійти');
    await waitFor(() => expect(document.activeElement).toBe(selectedTab()));
  });

  it('logs a guest in from the login tab, then offers the registered customer’s order with the focus on its tab', async () => {
    const user = sampleUser({ phone: '380501234567' });
    const { calls } = await setup({
      routes: { 'POST /api/profile/login': () => ok({ token: 'token-1', is_sign_up: false }), ...sessionRoutes(), 'GET /api/profile/me': () => ok(user) },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Увійти' }));
    fireEvent.change(within(shownPanel()).getByLabelText(/E-mail/), { target: { value: user.email } });
    fireEvent.change(within(shownPanel()).getByLabelText(/Пароль/), { target: { value: 'secret-6' } });
    await pressButton('Увійти');
    await waitFor(() => expect(tabNames()).toEqual(['Я новий покупець', 'Я постійний покупець', 'Швидке замовлення']));
    expect(selectedTab().textContent).toBe('Я постійний покупець');
    await waitFor(() => expect(document.activeElement).toBe(selectedTab()));
    expect(within(shownPanel()).getByRole('status').textContent).toBe('Ви увійшли. Тепер можна оформити замовлення');
    expect(within(shownPanel()).getByRole('button', { name: 'Купити' })).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/profile/login')).toEqual([{ email: user.email, password: 'secret-6' }]);
  });

  it('places a fast order by phone and thanks the shopper, the thanks focused', async () => {
    const { calls } = await setup({ routes: { 'POST /api/shop/cart/one_click_order': () => ok({ order_id: 7001 }) } });
    fireEvent.click(screen.getByRole('tab', { name: 'Швидке замовлення' }));
    typeMasked(within(shownPanel()).getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement, '0501234567');
    await pressButton('Замовити');
    expect(bodiesOf(calls, 'POST /api/shop/cart/one_click_order')).toEqual([{ product_id: 1001, phone: '+38 050 123 45 67' }]);
    const thanks = within(shownPanel()).getByRole('status');
    expect(thanks.textContent).toBe('Дякуємо! Замовлення прийнято, менеджер незабаром вам зателефонує');
    expect(document.activeElement).toBe(thanks);
  });

  it('orders nothing for a missing phone, and keeps the phone when the shop refuses', async () => {
    const { calls } = await setup({ routes: { 'POST /api/shop/cart/one_click_order': () => failure(422, 'errors.product_not_buyable') } });
    fireEvent.click(screen.getByRole('tab', { name: 'Швидке замовлення' }));
    await pressButton('Замовити');
    expect(within(shownPanel()).getByText('Вкажіть номер телефону')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/shop/cart/one_click_order')).toEqual([]);
    const phone = within(shownPanel()).getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
    typeMasked(phone, '0501234567');
    await pressButton('Замовити');
    expect(within(shownPanel()).getByRole('alert').textContent).toBe('Цей товар зараз не можна купити');
    expect(phone.value).toBe('+38 050 123 45 67');
  });

  it('keeps what was typed in the fast order while another tab is looked at', async () => {
    await setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Швидке замовлення' }));
    typeMasked(within(shownPanel()).getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement, '0501234567');
    fireEvent.click(screen.getByRole('tab', { name: 'Я новий покупець' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Швидке замовлення' }));
    expect((within(shownPanel()).getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement).value).toBe('+38 050 123 45 67');
  });

  it('offers a signed-in customer no login, and fills in their phone for the fast order', async () => {
    await setup({ loggedIn: true });
    expect(tabNames()).toEqual(['Я новий покупець', 'Я постійний покупець', 'Швидке замовлення']);
    fireEvent.click(screen.getByRole('tab', { name: 'Я постійний покупець' }));
    expect(within(shownPanel()).getByRole('button', { name: 'Купити' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Швидке замовлення' }));
    expect((within(shownPanel()).getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement).value).toBe('+38 050 123 45 67');
  });

  it('has no fast order where the page does not offer it, nor for a corporate customer', async () => {
    await setup({ props: { oneClick: false } });
    expect(tabNames()).not.toContain('Швидке замовлення');
    document.body.replaceChildren();
    await setup({ loggedIn: true, routes: { 'GET /api/profile/me': () => ok(sampleUser({ role: { slug: 'corporate' } } as Parameters<typeof sampleUser>[0])) } });
    expect(tabNames()).toEqual(['Я новий покупець', 'Я постійний покупець']);
  });

  it('offers a product not in stock yet its pre-order, and one out of stock its reminder', async () => {
    const { vitrina } = await setup({ props: { orderType: 'notify' } });
    expect(screen.getByRole('region', { name: 'Повідомити про наявність' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Повідомити про наявність' }));
    expect(vitrina.state.modal.value).toMatchObject({ open: true, id: 'remind' });
    document.body.replaceChildren();
    await setup({ props: { orderType: 'preorder' } });
    expect(screen.getByRole('region', { name: 'Передзамовлення' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Передзамовити' })).toBeTruthy();
  });

  it('speaks Russian', async () => {
    await setup({ lang: 'ru' });
    expect(screen.getByRole('region', { name: 'Как заказать' })).toBeTruthy();
    expect(tabNames()).toEqual(['Я новый покупатель', 'Я постоянный покупатель', 'Войти', 'Быстрый заказ']);
  });
});
