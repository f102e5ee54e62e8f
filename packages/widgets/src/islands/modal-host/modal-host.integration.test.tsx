import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from './modal-host';
import { ok, openModal, pressEscape, renderWith, scriptedVitrina, theDialog } from '../../testing/modal-test-kit';

const instances: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of instances.splice(0)) vitrina.destroy();
});

describe('the modal host with the shop’s dialogs', () => {
  it('opens the remind-me dialog by id, with focus in its e-mail field, and sends the reminder', async () => {
    const { vitrina, calls } = scriptedVitrina({ 'POST /api/shop/products/notification_for_product': () => ok(null) });
    instances.push(vitrina);
    renderWith(vitrina, <ModalHost />);
    await openModal(vitrina, 'remind', 1001);

    const dialog = await screen.findByRole('dialog', { name: 'Повідомити про наявність' });
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(document.activeElement).toBe(email));

    fireEvent.change(email, { target: { value: 'iryna@example.ua' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Повідомити мене' })));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(calls.some(({ call }) => call.endsWith('notification_for_product'))).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Добре' }));

    act(() => {
      pressEscape(dialog as HTMLDialogElement);
    });
    await waitFor(() => expect(theDialog().open).toBe(false));
  });
});
