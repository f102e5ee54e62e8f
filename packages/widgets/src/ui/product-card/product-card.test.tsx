import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';
import { sampleCard } from '../../testing/sample-card';
import { renderWith, sessionVitrina, testVitrina } from '../../testing/card-test-kit';

const card = () => screen.getByRole('article');

describe('ProductCard', () => {
  it('shows the product: title linking to its page, brand, reviews, availability, price, bonus, credit, characteristics, actions', () => {
    const vitrina = testVitrina();
    renderWith(vitrina, <ProductCard product={sampleCard()} />);
    const title = within(card()).getByRole('link', { name: 'Смартфон Samsung Galaxy A55 5G 8/256GB Awesome Navy' });
    expect(title.getAttribute('href')).toBe('/smartfon-samsung-galaxy-a55-5g-8-256gb-awesome-navy');
    expect(within(card()).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(screen.getByText('Samsung')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Рейтинг: 4,5 з 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '38 відгуків' }).getAttribute('href')).toBe('/smartfon-samsung-galaxy-a55-5g-8-256gb-awesome-navy#prodFeedback');
    expect(screen.getByText('Є в наявності')).toBeTruthy();
    expect(screen.getByText('16 999 грн')).toBeTruthy();
    expect(screen.getByText('+170 бонусів')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Кредит/ })).toBeTruthy();
    expect(screen.getByText('Пам’ять 8/256 ГБ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Купити' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Купити в 1 клік' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Додати в обране' })).toBeTruthy();
    vitrina.destroy();
  });

  it('multiplies the bonus by the quantity', () => {
    const vitrina = testVitrina();
    renderWith(vitrina, <ProductCard product={sampleCard({ bonus: 170 })} quantity={3} />);
    expect(screen.getByText('+510 бонусів')).toBeTruthy();
    vitrina.destroy();
  });

  it.each([0, -2, 1.5, Number.NaN])('counts a quantity of %d as one unit', (quantity) => {
    const vitrina = testVitrina();
    renderWith(vitrina, <ProductCard product={sampleCard({ bonus: 170 })} quantity={quantity} />);
    expect(screen.getByText('+170 бонусів')).toBeTruthy();
    vitrina.destroy();
  });

  it('leaves the one-click link out on the compare page', () => {
    const vitrina = testVitrina();
    renderWith(vitrina, <ProductCard product={sampleCard()} onComparePage />);
    expect(screen.queryByRole('button', { name: 'Купити в 1 клік' })).toBeNull();
    vitrina.destroy();
  });

  it('keeps a hostile slug inside its own path segment and drops a script image address', () => {
    const vitrina = testVitrina();
    renderWith(vitrina, <ProductCard product={sampleCard({ slug: '//evil.example/x?', image: 'javascript:alert(1)' })} />);
    expect(within(card()).getByRole('heading').querySelector('a')?.getAttribute('href')).toBe('/%2F%2Fevil.example%2Fx%3F');
    expect(card().querySelector('img')).toBeNull();
    vitrina.destroy();
  });

  it('shows its picture from an https address, decorative beside the title', () => {
    const vitrina = testVitrina();
    renderWith(vitrina, <ProductCard product={sampleCard({ image: 'https://cdn.example.ua/p/1.webp' })} />);
    const image = card().querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.ua/p/1.webp');
    expect(image?.getAttribute('alt')).toBe('');
    vitrina.destroy();
  });

  it('re-renders for a corporate user who logs in after it was rendered: no credit badge, no one-click, B2B stays on corporate products', async () => {
    const { vitrina, logIn } = sessionVitrina({ role: { slug: 'corporate' } });
    renderWith(vitrina, <ProductCard product={sampleCard({ is_corporate: true })} />);
    expect(screen.getByRole('button', { name: /Кредит/ })).toBeTruthy();
    await logIn();
    expect(screen.queryByRole('button', { name: /Кредит/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Купити в 1 клік' })).toBeNull();
    expect(screen.getByText('B2B')).toBeTruthy();
    vitrina.destroy();
  });

  it('shows the distributors button only once the user is known to see distributors, and it opens their modal', async () => {
    const { vitrina, logIn } = sessionVitrina({ is_user_can_see_distributors: true });
    renderWith(vitrina, <ProductCard product={sampleCard({ id: 501 })} />);
    expect(screen.queryByRole('button', { name: 'Наявність у дистриб’юторів' })).toBeNull();
    await logIn();
    const button = screen.getByRole('button', { name: 'Наявність у дистриб’юторів' });
    expect(button.getAttribute('data-product-title')).toBe('Смартфон Samsung Galaxy A55 5G 8/256GB Awesome Navy');
    fireEvent.click(button);
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'distributors' });
    expect(vitrina.state.selectedProductId.value).toBe(501);
    vitrina.destroy();
  });

  it('shows no distributors button to a user without the right', async () => {
    const { vitrina, logIn } = sessionVitrina({ is_user_can_see_distributors: false });
    renderWith(vitrina, <ProductCard product={sampleCard()} />);
    await logIn();
    expect(vitrina.state.isLoggedIn.value).toBe(true);
    expect(screen.queryByRole('button', { name: 'Наявність у дистриб’юторів' })).toBeNull();
    vitrina.destroy();
  });

  it('speaks Russian on a Russian page, once its first-paint texts have arrived', async () => {
    const vitrina = testVitrina({ lang: 'ru' });
    renderWith(vitrina, <ProductCard product={sampleCard({ statuses: { in_waiting: 1, in_stock: 0, is_ends: 0, not_available: 0 } })} />);
    expect(await screen.findByText('Ожидается')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Рейтинг: 4,5 из 5' })).toBeTruthy();
    expect(screen.getByText('+170 бонусов')).toBeTruthy();
    vitrina.destroy();
  });
});
