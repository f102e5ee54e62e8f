import { createMemoryStore, createVitrina } from '@vitrina/core';
import { useSignals } from '@preact/signals-react/runtime';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useVitrina, VitrinaProvider } from './vitrina-context';

function vitrina(lang: 'uk' | 'ru' = 'uk') {
  return createVitrina({
    api: { profile: '/api/profile/', shop: '/api/shop/' },
    lang,
    storage: createMemoryStore(),
    cookieDocument: { cookie: '' },
  });
}

function LanguageBadge() {
  useSignals();
  const { state, i18n } = useVitrina();
  return (
    <p>
      {state.lang.value}: {i18n.t('header.cart')}
    </p>
  );
}

describe('VitrinaProvider', () => {
  it('gives islands the SDK and re-renders them when a signal they read changes', async () => {
    const sdk = vitrina();
    render(
      <VitrinaProvider vitrina={sdk}>
        <LanguageBadge />
      </VitrinaProvider>,
    );
    expect(screen.getByText(/^uk:/)).toBeTruthy();

    await act(() => sdk.setLanguage('ru'));
    expect(screen.getByText(/^ru:/)).toBeTruthy();
    sdk.destroy();
  });

  it('keeps two providers on one page apart', () => {
    render(
      <>
        <VitrinaProvider vitrina={vitrina('uk')}>
          <LanguageBadge />
        </VitrinaProvider>
        <VitrinaProvider vitrina={vitrina('ru')}>
          <LanguageBadge />
        </VitrinaProvider>
      </>,
    );
    expect(screen.getByText(/^uk:/)).toBeTruthy();
    expect(screen.getByText(/^ru:/)).toBeTruthy();
  });

  it('tells the developer when an island is rendered without a provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LanguageBadge />)).toThrow('useVitrina() needs a <VitrinaProvider> above it');
    quiet.mockRestore();
  });
});
