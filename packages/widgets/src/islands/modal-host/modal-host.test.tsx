import { CHUNK_LOAD_TIMEOUT_MS, storageKeys, type Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialogComponent, DialogLoaders, DialogProps } from '../../dialogs/dialog-contract';
import { deferred, openModal, pressEscape, renderHost, renderWith, scriptedVitrina, theDialog } from '../../testing/modal-test-kit';

const instances: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of instances.splice(0)) vitrina.destroy();
  document.documentElement.style.overflow = '';
});

function sdk(): Vitrina {
  const { vitrina } = scriptedVitrina();
  instances.push(vitrina);
  return vitrina;
}

function ReminderStub({ titleId, productId }: DialogProps) {
  return (
    <form>
      <h2 id={titleId}>Нагадування</h2>
      <p>Товар {productId}</p>
      <label>
        E-mail
        <input type="email" />
      </label>
    </form>
  );
}

const ready = (component: DialogComponent) => () => Promise.resolve({ default: component });

describe('the modal host', () => {
  it('loads no dialog code and shows nothing while no modal is open', () => {
    const remind = vi.fn(ready(ReminderStub));
    renderHost(sdk(), { remind });
    expect(remind).not.toHaveBeenCalled();
    expect(theDialog().open).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the opened dialog in a modal <dialog>, labelled by its title, for the product it was opened for', async () => {
    const vitrina = sdk();
    const chunk = deferred<{ default: DialogComponent }>();
    renderHost(vitrina, { remind: () => chunk.promise });
    await openModal(vitrina, 'remind', 1001);

    expect(theDialog().open).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Завантаження…');

    await act(async () => chunk.resolve({ default: ReminderStub }));
    expect(screen.getByRole('dialog', { name: 'Нагадування' })).toBe(theDialog());
    expect(screen.getByText('Товар 1001')).toBeTruthy();
    expect(theDialog().dataset.state).toBe('open');
  });

  it('moves focus into the dialog and gives it back to the opener on close', async () => {
    const vitrina = sdk();
    renderWith(vitrina, <button type="button">Повідомити</button>);
    const opener = screen.getByRole('button', { name: 'Повідомити' });
    opener.focus();
    renderHost(vitrina, { remind: ready(ReminderStub) });
    await openModal(vitrina, 'remind', 1001);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));

    await act(() => vitrina.services.ui.closeModal());
    expect(document.activeElement).toBe(opener);
  });

  it('locks the page scroll while open and restores it after', async () => {
    const vitrina = sdk();
    document.documentElement.style.overflow = 'auto';
    renderHost(vitrina, { remind: ready(ReminderStub) });
    await openModal(vitrina, 'remind', 1001);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await act(() => vitrina.services.ui.closeModal());
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('closes on Escape after the 300 ms close animation', async () => {
    const vitrina = sdk();
    renderHost(vitrina, { remind: ready(ReminderStub) });
    await openModal(vitrina, 'remind', 1001);
    await screen.findByRole('heading', { name: 'Нагадування' });

    let escape!: Event;
    act(() => {
      escape = pressEscape(theDialog());
    });
    // The browser would close it at once; the host keeps it for the animation.
    expect(escape.defaultPrevented).toBe(true);
    expect(theDialog().open).toBe(true);
    expect(theDialog().dataset.state).toBe('closing');

    await waitFor(() => expect(theDialog().open).toBe(false));
    expect(screen.queryByRole('heading', { name: 'Нагадування' })).toBeNull();
    expect(vitrina.state.modal.value).toEqual({ open: false, id: null });
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const vitrina = sdk();
    renderHost(vitrina, { remind: ready(ReminderStub) });
    await openModal(vitrina, 'remind', 1001);
    await screen.findByRole('heading', { name: 'Нагадування' });
    const clickAt = (target: Element, x: number, y: number) => {
      fireEvent.pointerDown(target, { clientX: x, clientY: y });
      fireEvent.click(target, { clientX: x, clientY: y });
    };

    clickAt(screen.getByText('Товар 1001'), 120, 120);
    expect(vitrina.state.modal.value.open).toBe(true);

    vi.spyOn(theDialog(), 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 400, 300));
    // On the dialog's own padding, inside its box: not the backdrop.
    clickAt(theDialog(), 120, 120);
    expect(vitrina.state.modal.value.open).toBe(true);

    // Pressed in the content (selecting text), released on the backdrop: stays open.
    fireEvent.pointerDown(screen.getByLabelText('E-mail'), { clientX: 120, clientY: 120 });
    fireEvent.click(theDialog(), { clientX: 20, clientY: 20 });
    expect(vitrina.state.modal.value.open).toBe(true);

    clickAt(theDialog(), 20, 20);
    expect(vitrina.state.modal.value.open).toBe(false);
    expect(theDialog().dataset.state).toBe('closing');
  });

  it('closes with its close button', async () => {
    const vitrina = sdk();
    renderHost(vitrina, { remind: ready(ReminderStub) });
    await openModal(vitrina, 'remind', 1001);
    fireEvent.click(screen.getByRole('button', { name: 'Закрити вікно' }));
    expect(vitrina.state.modal.value.open).toBe(false);
  });

  it('forgets the saved pre-order product when it closes', async () => {
    const vitrina = sdk();
    vitrina.storage.write(storageKeys.savedPreOrderProductId, 1001);
    renderHost(vitrina, { remind: ready(ReminderStub) });
    await openModal(vitrina, 'remind', 1001);
    act(() => {
      pressEscape(theDialog());
    });
    expect(vitrina.storage.read(storageKeys.savedPreOrderProductId, z.number())).toBeUndefined();
  });

  it('stays open when a modal is opened again during the close delay', async () => {
    const vitrina = sdk();
    const loaders: DialogLoaders = {
      remind: ready(ReminderStub),
      search: ready(({ titleId }) => <h2 id={titleId}>Пошук</h2>),
    };
    renderHost(vitrina, loaders);
    await openModal(vitrina, 'remind', 1001);
    let closed!: Promise<void>;
    act(() => {
      closed = vitrina.services.ui.closeModal();
    });
    await openModal(vitrina, 'search');
    await act(() => closed);

    expect(theDialog().open).toBe(true);
    expect(theDialog().dataset.state).toBe('open');
    expect(await screen.findByRole('dialog', { name: 'Пошук' })).toBe(theDialog());
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('follows a dialog the browser closed by itself', async () => {
    const vitrina = sdk();
    renderHost(vitrina, { remind: ready(ReminderStub) });
    await openModal(vitrina, 'remind', 1001);
    act(() => {
      theDialog().close();
      theDialog().dispatchEvent(new Event('close'));
    });
    expect(vitrina.state.modal.value.open).toBe(false);
  });

  it('shows an error with a retry when the dialog code fails to load', async () => {
    const vitrina = sdk();
    const remind = vi
      .fn<() => Promise<{ default: DialogComponent }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: ReminderStub });
    renderHost(vitrina, { remind });
    await openModal(vitrina, 'remind', 1001);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Помилка завантаження даних');
    expect(screen.getByRole('dialog', { name: 'Помилка' })).toBe(theDialog());

    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('heading', { name: 'Нагадування' })).toBeTruthy();
    expect(remind).toHaveBeenCalledTimes(2);
  });

  it('shows the error with a retry when the dialog code is still not there after CHUNK_LOAD_TIMEOUT_MS (120 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const vitrina = sdk();
      const remind = vi
        .fn<() => Promise<{ default: DialogComponent }>>()
        .mockReturnValueOnce(new Promise(() => {}))
        .mockResolvedValueOnce({ default: ReminderStub });
      renderHost(vitrina, { remind });
      await openModal(vitrina, 'remind', 1001);
      expect(screen.getByRole('status').textContent).toBe('Завантаження…');

      await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS));
      expect((await screen.findByRole('alert')).textContent).toContain('Помилка завантаження даних');
      fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
      expect(await screen.findByRole('heading', { name: 'Нагадування' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('contains a dialog that crashes: an error view, and the host still closes', async () => {
    const vitrina = sdk();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken: DialogComponent = () => {
      throw new Error('broken dialog');
    };
    renderHost(vitrina, { remind: ready(Broken) });
    await openModal(vitrina, 'remind', 1001);
    expect((await screen.findByRole('alert')).textContent).toContain('Помилка завантаження даних');
    await act(() => vitrina.services.ui.closeModal());
    expect(theDialog().open).toBe(false);
  });

  it('says it cannot show a modal no dialog is registered for', async () => {
    const vitrina = sdk();
    renderHost(vitrina, {});
    await openModal(vitrina, 'login');
    expect((await screen.findByRole('alert')).textContent).toContain('Помилка завантаження даних');
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).toBeNull();
  });

  it('speaks Russian on a Russian page', async () => {
    const { vitrina } = scriptedVitrina({}, { lang: 'ru' });
    instances.push(vitrina);
    renderHost(vitrina, { remind: () => new Promise(() => {}) });
    await openModal(vitrina, 'remind', 1001);
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    expect(screen.getByRole('button', { name: /Закрыть/ })).toBeTruthy();
  });
});
