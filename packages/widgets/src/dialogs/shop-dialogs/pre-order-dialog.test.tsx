import { storageKeys, type VitrinaConfig } from '@vitrina/core';
import { fireEvent, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, type Route } from '../../testing/modal-test-kit';
import { PreOrderDialog } from './pre-order-dialog';
import { bodiesOf, pressButton, scriptedSdks, sessionRoutes, showDialog, tokenCookie, typeMasked } from '../../testing/shop-dialog-test-kit';

const start = scriptedSdks();

async function setup(routes: Record<string, Route> = {}, options: { config?: Partial<VitrinaConfig>; guest?: boolean } = {}) {
  const config = options.guest ? options.config : { ...tokenCookie(), ...options.config };
  return showDialog(await start({ ...sessionRoutes(), ...routes }, config, !options.guest), PreOrderDialog, 1001, 'pre-order-title');
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => pressButton('Оформити передзамовлення');
const preorders = (calls: ReadonlyArray<{ call: string; body: unknown }>) => bodiesOf(calls, 'POST /api/shop/catalog/preorder');

describe('the pre-order dialog', () => {
  it('asks to confirm with the signed-in user’s contacts filled in', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'Передзамовлення' }).id).toBe('pre-order-title');
    expect(field(/Ім’я/).value).toBe('Ірина');
    expect(field(/Телефон/).value).toBe('+38 050 123 45 67');
    expect(field(/E-mail/).value).toBe('iryna@example.ua');
  });

  it('confirms the pre-order and says so', async () => {
    const { vitrina, calls, close } = await setup({ 'POST /api/shop/catalog/preorder': () => ok({ product_ids: [] }) });
    await submit();
    const status = await screen.findByRole('status');
    expect(preorders(calls)).toEqual([{ product_id: 1001, name: 'Ірина', phone: '+38 050 123 45 67', email: 'iryna@example.ua' }]);
    expect(status.textContent).toBe('Передзамовлення оформлено. Ми зв’яжемося з вами, щойно товар надійде');
    expect(vitrina.state.preorders.has(1001).value).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Добре' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('gives way to the service’s one error alert when the product is pre-ordered already', async () => {
    const { close, vitrina } = await setup({
      'POST /api/shop/catalog/preorder': () => failure(409, 'general.errors.preorder_already_processed'),
    });
    await submit();
    await vi.waitFor(() => expect(close).toHaveBeenCalledOnce());
    await vi.waitFor(() =>
      expect(vitrina.state.notifier.value).toEqual({
        open: true,
        title: 'Помилка',
        message: 'Ви вже оформили передзамовлення на цей товар',
        variant: 'error',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Помилка' })).toBeNull();
  });

  it('checks the fields before sending', async () => {
    const { calls } = await setup();
    fireEvent.change(field(/Ім’я/), { target: { value: ' ' } });
    fireEvent.change(field(/E-mail/), { target: { value: 'iryna@' } });
    await submit();
    expect(screen.getByText('Вкажіть ім’я')).toBeTruthy();
    expect(screen.getByText('Вкажіть правильний e-mail')).toBeTruthy();
    expect(preorders(calls)).toEqual([]);
  });

  it('keeps the form and says so when the shop fails', async () => {
    await setup({ 'POST /api/shop/catalog/preorder': () => failure(500, 'errors.generic') });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Щось пішло не так');
    expect(field(/Ім’я/).value).toBe('Ірина');
  });

  it('sends a guest to the login, keeping the product for after it', async () => {
    const { vitrina, calls } = await setup({}, { guest: true });
    fireEvent.change(field(/Ім’я/), { target: { value: 'Ірина' } });
    typeMasked(field(/Телефон/), '0501234567');
    await submit();
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' });
    expect(vitrina.storage.read(storageKeys.savedPreOrderProductId, z.number())).toBe(1001);
    expect(preorders(calls)).toEqual([]);
  });

  it('speaks Russian', async () => {
    await setup({}, { guest: true, config: { lang: 'ru' } });
    expect(screen.getByRole('heading', { name: 'Предзаказ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Оформить предзаказ' })).toBeTruthy();
  });
});
