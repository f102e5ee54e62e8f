import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLine, openCartPage, settle } from '../../testing/cart-page-test-kit';
import { islandPage } from '../../testing/island-test-kit';
import { cheapCartLine, sampleCartLines } from '../../testing/sample-cart-lines';
import { navigation } from '../../runtime/navigation';

const page = islandPage();
afterEach(() => vi.restoreAllMocks());

const summary = () => within(screen.getByRole('region', { name: 'Ваше замовлення' }));
const valueOf = (term: string) => summary().getByText(term).nextElementSibling?.textContent;

describe('the cart’s totals', () => {
  it('show the goods, delivery and total as the server counted them, and free delivery reached', async () => {
    await openCartPage(page, { lines: sampleCartLines() });
    await screen.findByRole('heading', { name: /Samsung Galaxy A55/ });

    expect(valueOf('Товари')).toBe('22 945 грн');
    expect(valueOf('Доставка')).toBe('Безкоштовно');
    expect(valueOf('Разом до сплати')).toBe('22 945 грн');
    expect(summary().queryByText('Знижка')).toBeNull();
    expect(summary().getByText('Доставка буде безкоштовною')).toBeTruthy();
  });

  it('tell how much more makes delivery free below 1500 UAH, and follow the cart', async () => {
    const { vitrina } = await openCartPage(page, { lines: [cheapCartLine()] });
    await screen.findByRole('heading', { name: /Baseus/ });

    expect(valueOf('Доставка')).toBe('За тарифами перевізника при отриманні');
    expect(summary().getByText('Додайте товарів ще на 1 201 грн, і доставка буде безкоштовною')).toBeTruthy();

    const field = inLine(/Baseus/).getByRole('textbox', { name: 'Кількість' });
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await settle(vitrina);
    expect(valueOf('Разом до сплати')).toBe('1 495 грн');
    expect(summary().getByText('Додайте товарів ще на 5 грн, і доставка буде безкоштовною')).toBeTruthy();

    fireEvent.change(field, { target: { value: '6' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await settle(vitrina);
    expect(summary().getByText('Доставка буде безкоштовною')).toBeTruthy();
  });

  it('speak Russian on a Russian page', async () => {
    await openCartPage(page, { lines: [cheapCartLine('ru')], lang: 'ru' });
    await screen.findByRole('heading', { name: /Baseus/ });
    const region = within(screen.getByRole('region', { name: 'Ваш заказ' }));
    expect(region.getByText('Добавьте товаров ещё на 1 201 грн, и доставка будет бесплатной')).toBeTruthy();
    expect(region.getByText('Итого к оплате').nextElementSibling?.textContent).toBe('299 грн');
  });
});

describe('the checkout link', () => {
  it('leads to the checkout page once the changes on their way have been made', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { api, vitrina } = await openCartPage(page, { lines: sampleCartLines() });
    await screen.findByRole('heading', { name: /Samsung Galaxy A55/ });
    const link = summary().getByRole('link', { name: 'Оформити замовлення' });
    expect(link.getAttribute('href')).toBe('/checkout');

    const release = api.hold();
    fireEvent.click(inLine(/JBL/).getByRole('button', { name: 'Збільшити кількість' }));
    await act(async () => fireEvent.click(link));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(assign).not.toHaveBeenCalled();
    expect(link.getAttribute('aria-busy')).toBe('true');

    release();
    await settle(vitrina);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves a click for a new tab to the browser', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    await openCartPage(page, { lines: sampleCartLines() });
    const link = await screen.findByRole('link', { name: 'Оформити замовлення' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
