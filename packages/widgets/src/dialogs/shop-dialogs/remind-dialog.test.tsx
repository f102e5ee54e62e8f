import type { VitrinaConfig } from '@vitrina/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, type Route } from '../../testing/modal-test-kit';
import { RemindDialog } from './remind-dialog';
import { pressButton, scriptedSdks, sessionRoutes, showDialog, tokenCookie } from '../../testing/shop-dialog-test-kit';

const start = scriptedSdks();

async function setup(routes: Record<string, Route> = {}, config: Partial<VitrinaConfig> = {}, loggedIn = false) {
  return showDialog(await start(routes, config, loggedIn), RemindDialog, 1001, 'remind-title');
}

const emailField = () => screen.getByLabelText(/E-mail/) as HTMLInputElement;
const submit = (name = 'Повідомити мене') => pressButton(name);
const reminders = (calls: ReadonlyArray<{ call: string; body: unknown }>) => calls.filter(({ call }) => call.endsWith('notification_for_product'));

describe('the remind-me dialog', () => {
  it('is titled, explains itself and asks a guest for an e-mail', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'Повідомити про наявність' }).id).toBe('remind-title');
    expect(screen.getByText(/Залиште e-mail/)).toBeTruthy();
    expect(emailField().value).toBe('');
  });

  it('fills in the signed-in user’s e-mail', async () => {
    await setup(sessionRoutes(), tokenCookie(), true);
    expect(emailField().value).toBe('iryna@example.ua');
  });

  it('says the e-mail is missing or wrong, and sends nothing', async () => {
    const { calls } = await setup();
    await submit();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Вкажіть e-mail')).toBeTruthy();

    fireEvent.change(emailField(), { target: { value: 'iryna@' } });
    expect(screen.queryByText('Вкажіть e-mail')).toBeNull();
    await submit();
    expect(screen.getByText('Вкажіть правильний e-mail')).toBeTruthy();
    expect(emailField().getAttribute('aria-describedby')).toBe(screen.getByText('Вкажіть правильний e-mail').id);
    expect(reminders(calls)).toEqual([]);
  });

  it('sends the reminder and thanks the shopper; OK closes', async () => {
    const { calls, close } = await setup({ 'POST /api/shop/products/notification_for_product': () => ok(null) });
    fireEvent.change(emailField(), { target: { value: ' iryna@example.ua ' } });
    await submit();

    expect(reminders(calls).map(({ body }) => body)).toEqual([{ product_id: 1001, email: 'iryna@example.ua' }]);
    expect(screen.getByRole('status').textContent).toBe('Дякуємо! Ми повідомимо вас, коли товар з’явиться в наявності');
    fireEvent.click(screen.getByRole('button', { name: 'Добре' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps the e-mail and says so when the shop fails', async () => {
    await setup({ 'POST /api/shop/products/notification_for_product': () => failure(500, 'errors.generic') });
    fireEvent.change(emailField(), { target: { value: 'iryna@example.ua' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Щось пішло не так');
    expect(emailField().value).toBe('iryna@example.ua');
    expect(screen.getByRole('button', { name: 'Повідомити мене' })).toBeTruthy();
  });

  it('speaks Russian', async () => {
    await setup({}, { lang: 'ru' });
    await submit('Сообщить мне');
    expect(screen.getByRole('heading', { name: 'Сообщить о наличии' })).toBeTruthy();
    expect(screen.getByText('Укажите e-mail')).toBeTruthy();
  });
});
