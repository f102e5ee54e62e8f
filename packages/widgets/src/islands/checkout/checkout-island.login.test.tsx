import { createMemoryCookieDocument, type Vitrina } from '@vitrina/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_ID, checkoutApi, checkoutVitrina, renderCheckout, section, type } from '../../testing/checkout-test-kit';
import { mockApi, PASSWORD, profileApi, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();
// A draft the last test's island was still saving may land after its clean-up.
beforeEach(() => sessionStorage.clear());
let vitrina: Vitrina | undefined;
afterEach(() => {
  vitrina?.destroy();
  sessionStorage.clear();
});

const iryna = sampleUser({ phone: '380501234567' });

async function show() {
  const api = checkoutApi();
  const profile = profileApi([iryna]);
  server.use(...api.handlers, ...profile.handlers);
  vitrina = await checkoutVitrina();
  await renderCheckout(vitrina);
  return { api, profile };
}

describe('a registered customer at the checkout', () => {
  it('logs in right there, without sending the order, and gets their details filled in', async () => {
    const { api, profile } = await show();
    fireEvent.click(screen.getByRole('tab', { name: 'Я постійний покупець' }));
    const login = section('Увійти');
    expect(screen.queryByRole('button', { name: 'Підтвердити замовлення' })).toBeNull();
    type(within(login).getByLabelText(/E-mail/), iryna.email);
    const password = within(login).getByLabelText(/Пароль/);
    type(password, PASSWORD);
    // Enter in the password logs in; it must not send the checkout's form.
    const submitted = fireEvent.keyDown(password, { key: 'Enter' });
    expect(submitted).toBe(false);

    const buyer = await screen.findByRole('group', { name: 'Контактні дані' });
    expect(within(buyer).getByLabelText<HTMLInputElement>(/Прізвище/).value).toBe('Бондар');
    expect(within(buyer).getByLabelText<HTMLInputElement>(/^Ім’я/).value).toBe('Ірина');
    expect(within(buyer).getByLabelText<HTMLInputElement>(/Телефон/).value).toBe('+38 050 123 45 67');
    expect(within(buyer).getByLabelText<HTMLInputElement>(/E-mail/).value).toBe(iryna.email);
    expect(within(buyer).getByText('Ви увійшли як Ірина')).toBeTruthy();
    expect(profile.calls).toContain('POST /api/profile/login');
    expect(api.orders).toEqual([]);
  });

  it('fills in a signed-in shopper’s details when the login check answers after the form showed', async () => {
    const api = checkoutApi();
    server.use(...api.handlers, ...profileApi([iryna]).handlers);
    vitrina = await checkoutVitrina({ cookieDocument: createMemoryCookieDocument({ cart_id: CART_ID, token: `token-${iryna.email}` }) });
    await renderCheckout(vitrina);
    expect(screen.getByRole('tab', { name: 'Я новий покупець' }).getAttribute('aria-selected')).toBe('true');
    await vitrina.services.auth.restore();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Я постійний покупець' }).getAttribute('aria-selected')).toBe('true'));
    const buyer = section('Контактні дані');
    expect(within(buyer).getByLabelText<HTMLInputElement>(/Прізвище/).value).toBe('Бондар');
    expect(within(buyer).getByLabelText<HTMLInputElement>(/E-mail/).value).toBe(iryna.email);
  });

  it('shows a wrong password in the login form and stays there', async () => {
    await show();
    fireEvent.click(screen.getByRole('tab', { name: 'Я постійний покупець' }));
    const login = section('Увійти');
    type(within(login).getByLabelText(/E-mail/), iryna.email);
    type(within(login).getByLabelText(/Пароль/), 'wrong-one');
    fireEvent.click(within(login).getByRole('button', { name: 'Увійти' }));
    expect(await within(login).findByText('Неправильний логін або пароль')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Я постійний покупець' }).getAttribute('aria-selected')).toBe('true'));
  });
});
