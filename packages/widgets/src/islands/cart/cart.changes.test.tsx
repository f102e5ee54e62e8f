import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLine, lineOf, openCartPage, settle } from '../../testing/cart-page-test-kit';
import { islandPage } from '../../testing/island-test-kit';
import { pressKey, pressTab } from '../../testing/keyboard';
import { sampleCartLines } from '../../testing/sample-cart-lines';

const page = islandPage();
const PHONE = /Samsung Galaxy A55/;
const HEADPHONES = /JBL Tune 520BT/;

async function cartPage(options: Parameters<typeof openCartPage>[1] = {}) {
  const opened = await openCartPage(page, { lines: sampleCartLines(), ...options });
  await screen.findByRole('heading', { name: PHONE });
  return opened;
}

const quantityOf = (title: RegExp) => inLine(title).getByRole<HTMLInputElement>('textbox', { name: /Кількість|Количество/ });
const quantitySent = (api: Awaited<ReturnType<typeof cartPage>>['api']) =>
  api.changes().filter((call) => call.path === 'cart/change_quantity').map((call) => call.body.quantity);

describe('changing a line’s quantity', () => {
  it('makes each click of a double click a change of its own, sent in order, none lost', async () => {
    const { api, vitrina } = await cartPage();
    const release = api.hold();

    await act(async () => {
      fireEvent.click(inLine(HEADPHONES).getByRole('button', { name: 'Збільшити кількість' }));
      fireEvent.click(inLine(HEADPHONES).getByRole('button', { name: 'Збільшити кількість' }));
    });

    expect(quantityOf(HEADPHONES).value).toBe('4');
    expect(lineOf(HEADPHONES).getAttribute('aria-busy')).toBe('true');
    expect(inLine(HEADPHONES).getByText('Оновлюємо…')).toBeTruthy();
    expect(lineOf(PHONE).getAttribute('aria-busy')).toBe('false');

    release();
    await settle(vitrina);
    expect(quantitySent(api)).toEqual([3, 4]);
    const keys = api.changes().map((call) => call.key);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((key) => key !== null && key.length >= 8)).toBe(true);
    expect(quantityOf(HEADPHONES).value).toBe('4');
    expect(lineOf(HEADPHONES).getAttribute('aria-busy')).toBe('false');
    expect(inLine(HEADPHONES).getByText('7 596 грн')).toBeTruthy();
  });

  it('takes one unit off with −, and at one unit − does nothing', async () => {
    const { api, vitrina } = await cartPage();
    fireEvent.click(inLine(HEADPHONES).getByRole('button', { name: 'Зменшити кількість' }));
    await settle(vitrina);
    expect(quantitySent(api)).toEqual([1]);

    const minus = inLine(HEADPHONES).getByRole('button', { name: 'Зменшити кількість' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    await settle(vitrina);
    expect(quantitySent(api)).toEqual([1]);
    expect(quantityOf(HEADPHONES).value).toBe('1');
  });

  it('sends a typed quantity on Enter and when the field is left, and drops anything but a whole number', async () => {
    const { api, vitrina } = await cartPage();
    const field = quantityOf(PHONE);

    fireEvent.change(field, { target: { value: '3' } });
    await settle(vitrina);
    expect(quantitySent(api)).toEqual([]);
    fireEvent.keyDown(field, { key: 'Enter' });
    await settle(vitrina);
    expect(quantitySent(api)).toEqual([3]);

    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.blur(field);
    await settle(vitrina);
    expect(quantitySent(api)).toEqual([3, 5]);

    for (const typed of ['2.5', 'два', '', '-1']) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.blur(field);
    }
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.blur(field);
    await settle(vitrina);
    expect(quantitySent(api)).toEqual([3, 5]);
    expect(quantityOf(PHONE).value).toBe('5');
  });

  it('is usable with the keyboard: Tab to +, Enter and Space each add a unit', async () => {
    const { api, vitrina } = await cartPage();
    const plus = inLine(PHONE).getByRole('button', { name: 'Збільшити кількість' });
    quantityOf(PHONE).focus();
    expect(pressTab()).toBe(plus);

    await act(async () => pressKey('Enter'));
    await act(async () => pressKey(' '));
    await settle(vitrina);

    expect(quantitySent(api)).toEqual([2, 3]);
    expect(document.activeElement).toBe(plus);
  });

  it('takes a refused change back and tells why, in the shopper’s language', async () => {
    const { api, vitrina } = await cartPage();
    api.refuseNext(422, 'validation.invalid');

    fireEvent.click(inLine(PHONE).getByRole('button', { name: 'Збільшити кількість' }));
    await settle(vitrina);

    expect(quantityOf(PHONE).value).toBe('1');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Не вдалося змінити «Смартфон Samsung Galaxy A55 8/256GB Navy». Неправильне значення');
    fireEvent.click(screen.getByRole('button', { name: 'Закрити повідомлення' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a Russian page’s shopper in Russian', async () => {
    const { api, vitrina } = await cartPage({ lang: 'ru', lines: sampleCartLines('ru') });
    api.refuseNext(500, 'errors.generic');
    fireEvent.click(inLine(PHONE).getByRole('button', { name: 'Увеличить количество' }));
    await settle(vitrina);
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось изменить «Смартфон Samsung Galaxy A55 8/256GB Navy (синий)». Что-то пошло не так');
  });
});

describe('removing a line', () => {
  it('shows the line busy until the cart answers, then takes it out and moves the focus to the next line', async () => {
    const { api, vitrina } = await cartPage();
    const remove = inLine(PHONE).getByRole('button', { name: /Видалити «Смартфон/ });
    remove.focus();
    const release = api.hold();

    await act(async () => {
      fireEvent.click(remove);
      fireEvent.click(remove);
    });
    expect(lineOf(PHONE).getAttribute('aria-busy')).toBe('true');

    release();
    await settle(vitrina);
    await waitFor(() => expect(screen.queryByRole('heading', { name: PHONE })).toBeNull());
    expect(api.changes().map((call) => call.path)).toEqual(['cart/delete/3003']);
    expect(screen.getByRole('status').textContent).toBe('«Смартфон Samsung Galaxy A55 8/256GB Navy» видалено з кошика');
    await waitFor(() => expect(document.activeElement).toBe(inLine(HEADPHONES).getByRole('link', { name: HEADPHONES })));
  });

  it('keeps a line the cart refuses to remove, with a notice', async () => {
    const { api, vitrina } = await cartPage();
    api.refuseNext(500, 'errors.generic');
    fireEvent.click(inLine(PHONE).getByRole('button', { name: /Видалити «Смартфон/ }));
    await settle(vitrina);

    expect(screen.getByRole('heading', { name: PHONE })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося змінити «Смартфон Samsung Galaxy A55 8/256GB Navy». Щось пішло не так');
    expect(lineOf(PHONE).getAttribute('aria-busy')).toBe('false');
  });

  it('removes a line typed down to 0, and the last line leaves the empty cart', async () => {
    const { api, vitrina } = await cartPage({ lines: sampleCartLines().slice(0, 1) });
    const field = quantityOf(PHONE);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await settle(vitrina);

    expect(api.changes().map((call) => call.path)).toEqual(['cart/delete/3003']);
    expect(await screen.findByText('Кошик порожній')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Продовжити покупки' })));
  });
});

describe('a line’s services', () => {
  it('turns a service on for the line and off again', async () => {
    const { api, vitrina } = await cartPage();
    const warranty = () => inLine(PHONE).getByRole<HTMLInputElement>('checkbox', { name: /Розширена гарантія/ });

    fireEvent.click(warranty());
    expect(warranty().checked).toBe(true);
    expect(warranty().getAttribute('aria-busy')).toBe('true');
    await settle(vitrina);
    expect(api.changes().at(-1)?.body).toMatchObject({ product_id: 9002, parent_product_id: 3003, quantity: 1 });
    expect(warranty().checked).toBe(true);
    expect(warranty().getAttribute('aria-busy')).toBe('false');

    fireEvent.click(warranty());
    await settle(vitrina);
    expect(api.changes().at(-1)?.body).toMatchObject({ product_id: 9002, quantity: 0 });
    expect(warranty().checked).toBe(false);
  });

  it('ignores a second click on a service whose change is on its way', async () => {
    const { api, vitrina } = await cartPage();
    const release = api.hold();
    await act(async () => {
      fireEvent.click(inLine(PHONE).getByRole('checkbox', { name: /Розширена гарантія/ }));
      fireEvent.click(inLine(PHONE).getByRole('checkbox', { name: /Розширена гарантія/ }));
    });
    expect(lineOf(PHONE).getAttribute('aria-busy')).toBe('true');
    release();
    await settle(vitrina);
    expect(api.changes()).toHaveLength(1);
    expect(inLine(PHONE).getByRole<HTMLInputElement>('checkbox', { name: /Розширена гарантія/ }).checked).toBe(true);
  });

  it('falls back to what the cart holds when a service change is refused, with a notice', async () => {
    const { api, vitrina } = await cartPage();
    api.refuseNext(422, 'validation.invalid');
    fireEvent.click(inLine(PHONE).getByRole('checkbox', { name: /Захисне скло/ }));
    await settle(vitrina);

    expect(inLine(PHONE).getByRole<HTMLInputElement>('checkbox', { name: /Захисне скло/ }).checked).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося змінити «Захисне скло». Неправильне значення');
  });
});
