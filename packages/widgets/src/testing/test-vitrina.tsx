import { createMemoryCookieDocument, createMemoryStore, createVitrina, type VitrinaConfig, type Vitrina } from '@vitrina/core';
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { VitrinaProvider } from '../vitrina-context';
import { ProductActions } from '../islands/product-actions/product-actions';
import type { ProductActionsProps } from '../islands/product-actions/product-actions-props';
import { sampleActionsProps } from './sample-actions-props';

export const API = { profile: '/api/profile/', shop: '/api/shop/' } as const;

/** A real SDK over memory storage and cookies; failures are collected instead of logged. */
export function testVitrina(config: Partial<VitrinaConfig> = {}): Vitrina {
  return createVitrina({
    api: { ...API },
    storage: createMemoryStore(),
    cookieDocument: createMemoryCookieDocument(),
    retryLimit: 0,
    onError: () => {},
    analytics: () => {},
    ...config,
  });
}

export { sampleActionsProps as actionsProps };

export function renderActions(vitrina: Vitrina, overrides: Partial<ProductActionsProps> = {}): RenderResult {
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <ProductActions {...sampleActionsProps(overrides)} />
    </VitrinaProvider>,
  );
}

export function cartOf(cartId: string, productIds: readonly number[]) {
  return {
    cart_id: cartId,
    suppliers: [{ id: 1, products: productIds.map((id) => ({ id, choosed_quantity: 1 })) }],
    cart_count: productIds.length,
  };
}

/**
 * A cart API of one guest cart: create, then update. `hold` keeps an answer back until the test
 * lets it go, so the loading state can be seen.
 */
export function cartHandlers(options: { hold?: () => Promise<void> } = {}) {
  const cartId = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';
  const ids: number[] = [];
  const sent: string[] = [];
  const answer = async (request: Request) => {
    const body = (await request.json()) as { product_id: number };
    sent.push(new URL(request.url).pathname);
    await options.hold?.();
    ids.push(body.product_id);
    return HttpResponse.json({ success: true, data: cartOf(cartId, ids) });
  };
  return {
    sent,
    handlers: [
      http.post(`${API.shop}cart/create`, ({ request }) => answer(request)),
      http.post(`${API.shop}cart/update/:cartId`, ({ request }) => answer(request)),
    ],
  };
}

/** A promise the test resolves when it chooses. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, wait: () => opened };
}
