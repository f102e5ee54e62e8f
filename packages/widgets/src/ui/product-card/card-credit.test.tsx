import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardCredit } from './card-credit';
import { sampleCard } from '../../testing/sample-card';
import { renderWith, sessionVitrina, testVitrina } from '../../testing/card-test-kit';

const badge = () => screen.queryByRole('button', { name: /Кредит/ });

describe('CardCredit', () => {
  it('shows the badge with the longest term for a product available for credit, and opens the credit popup', () => {
    const vitrina = testVitrina();
    renderWith(vitrina, <CardCredit product={sampleCard({ id: 77 })} />);
    const button = badge();
    expect(button?.textContent).toBe('Кредит Оплата частинами · 24 місяці');
    fireEvent.click(button!);
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'credit-info' });
    expect(vitrina.state.selectedProductId.value).toBe(77);
    vitrina.destroy();
  });

  it('shows nothing for a product not available for credit', () => {
    const vitrina = testVitrina();
    renderWith(vitrina, <CardCredit product={sampleCard({ isAvailableForCredit: false })} />);
    expect(badge()).toBeNull();
    vitrina.destroy();
  });

  it('disappears when a corporate user logs in after the card was rendered', async () => {
    const { vitrina, logIn } = sessionVitrina({ role: { slug: 'corporate' } });
    renderWith(vitrina, <CardCredit product={sampleCard()} />);
    expect(badge()).not.toBeNull();
    await logIn();
    expect(vitrina.state.isCorporate.value).toBe(true);
    expect(badge()).toBeNull();
    vitrina.destroy();
  });

  it('stays for an ordinary user after login', async () => {
    const { vitrina, logIn } = sessionVitrina({ role: { slug: 'user' } });
    renderWith(vitrina, <CardCredit product={sampleCard()} />);
    await logIn();
    expect(vitrina.state.isLoggedIn.value).toBe(true);
    expect(badge()).not.toBeNull();
    vitrina.destroy();
  });
});
