import { createMemoryCookieDocument, type Vitrina } from '@vitrina/core';
import { fireEvent, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import { CheckoutIsland } from '../islands/checkout/checkout-island';
import type { Store } from '../islands/checkout/checkout-props';
import { VitrinaProvider } from '../vitrina-context';
import { CART_ID, STORES } from './checkout-fixtures';
import { testVitrina } from './test-vitrina';

export * from './checkout-fixtures';

/* The checkout island in a page's form over the fake shop of checkout-fixtures.ts. Tests only. */

/** A guest's SDK with the cart in its cookie and the whole dictionary loaded. */
export async function checkoutVitrina(config: Parameters<typeof testVitrina>[0] = {}): Promise<Vitrina> {
  const vitrina = testVitrina({ cookieDocument: createMemoryCookieDocument({ cart_id: CART_ID }), ...config });
  await vitrina.i18n.load();
  return vitrina;
}

/** The island in the page's form, as the shop renders it; resolves once the form is there. */
export async function renderCheckout(vitrina: Vitrina, props: { stores?: readonly Store[]; cityTitle?: string } = {}): Promise<RenderResult> {
  const rendered = render(
    <VitrinaProvider vitrina={vitrina}>
      <form method="post" action="/checkout" data-widget="checkout" aria-label="Оформлення замовлення">
        <CheckoutIsland cartId={CART_ID} stores={[...(props.stores ?? STORES)]} cityTitle={'cityTitle' in props ? props.cityTitle : 'Київ'} />
      </form>
    </VitrinaProvider>,
  );
  await screen.findByRole('tablist');
  return rendered;
}

/** The fieldset (or section) named `name`. */
export const section = (name: string | RegExp) => screen.getByRole('group', { name });

export const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Types a phone into its mask, as a shopper does. */
export function typePhone(input: HTMLElement, digits: string) {
  const field = input as HTMLInputElement;
  field.value = digits;
  field.setSelectionRange(digits.length, digits.length);
  fireEvent.input(field);
}

/** Fills the buyer's details of a new customer. */
export function fillBuyer() {
  const buyer = section('Контактні дані');
  type(within(buyer).getByLabelText(/Прізвище/), 'Коваленко');
  type(within(buyer).getByLabelText(/^Ім’я/), 'Оксана');
  typePhone(within(buyer).getByLabelText(/Телефон/), '0671234567');
  type(within(buyer).getByLabelText(/E-mail/), 'oksana@example.ua');
}

/** Picks the first Nova Poshta branch of the default city, once the branches are there. */
export async function chooseBranch() {
  const select = await screen.findByRole('combobox', { name: /Відділення/ });
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  fireEvent.change(select, { target: { value: '301' } });
}

export const choosePayment = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
