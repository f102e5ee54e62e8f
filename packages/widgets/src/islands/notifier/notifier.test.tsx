import type { NotifierVariant, Vitrina } from '@vitrina/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime } from '../../runtime/island-runtime';
import { VitrinaProvider } from '../../vitrina-context';
import { testVitrina } from '../../testing/test-vitrina';
import { notifierUi } from './load-notifier-ui';
import { Notifier } from './notifier';
import { notifierWidget } from './notifier-widget';
import { TOAST_DISMISS_MS } from './toast-timing';

let vitrina: Vitrina;

beforeEach(async () => {
  vitrina = testVitrina();
  // What the notifier loads on its first message, here at once, so each message shows synchronously.
  await Promise.all([vitrina.i18n.load(), notifierUi.load()]);
});

afterEach(() => {
  vi.useRealTimers();
  vitrina.destroy();
  document.body.replaceChildren();
});

function renderNotifier() {
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <Notifier />
    </VitrinaProvider>,
  );
}

function notify(message: string, variant?: NotifierVariant, title?: string) {
  act(() => vitrina.services.ui.notify(message, variant, title));
}

const variantNames: Record<NotifierVariant, string> = { info: 'Повідомлення', success: 'Успішно', warning: 'Увага', error: 'Помилка' };

describe('the notifier’s toasts', () => {
  it.each(Object.entries(variantNames) as [NotifierVariant, string][])('shows a %s toast in the polite live region, named by its variant', (variant, name) => {
    renderNotifier();
    notify('Товар додано до кошика', variant);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(`${name}: Товар додано до кошика`);
    expect(region.closest(`.vitrina-notifier--${variant}`)).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the empty live region in the page before any message, so the first one is announced', () => {
    renderNotifier();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('dismisses itself after a few seconds', () => {
    vi.useFakeTimers();
    renderNotifier();
    notify('Зміни збережено', 'success');
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS - 1));
    expect(screen.getByRole('status').textContent).toContain('Зміни збережено');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(vitrina.state.notifier.value.open).toBe(false);
  });

  it('stays while hovered or focused, and starts counting again after', () => {
    vi.useFakeTimers();
    renderNotifier();
    notify('Скопійовано');
    const toast = screen.getByRole('status').parentElement!;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS * 3));
    expect(screen.getByRole('status').textContent).toContain('Скопійовано');

    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Закрити повідомлення' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS * 3));
    expect(screen.getByRole('status').textContent).toContain('Скопійовано');

    act(() => screen.getByRole('button', { name: 'Закрити повідомлення' }).blur());
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is dismissed by its button', () => {
    renderNotifier();
    notify('Промокод застосовано', 'success');
    fireEvent.click(screen.getByRole('button', { name: 'Закрити повідомлення' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(vitrina.state.notifier.value.open).toBe(false);
  });

  it('replaces the old message with a new one, whose time starts afresh', () => {
    vi.useFakeTimers();
    renderNotifier();
    notify('Перше', 'info');
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS - 100));
    notify('Друге', 'error');
    expect(screen.getByRole('status').textContent).toBe('Помилка: Друге');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Помилка: Друге');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('follows the language', async () => {
    renderNotifier();
    await act(() => vitrina.setLanguage('ru'));
    notify('Товар добавлен в корзину', 'success');
    expect(screen.getByRole('status').textContent).toBe('Успешно: Товар добавлен в корзину');
    expect(screen.getByRole('button', { name: 'Закрыть уведомление' })).toBeTruthy();
  });
});

describe('the notifier’s alerts', () => {
  it('shows a message with a title as a modal alert with the focus on its confirm button', () => {
    renderNotifier();
    notify('Ви вже оформили передзамовлення на цей товар', 'error', 'Помилка');
    const alert = screen.getByRole('alertdialog', { name: 'Помилка' });
    expect(alert.tagName).toBe('DIALOG');
    expect((alert as HTMLDialogElement).open).toBe(true);
    expect(alert.getAttribute('aria-describedby')).toBe(screen.getByText('Ви вже оформили передзамовлення на цей товар').id);
    expect(alert.classList.contains('vitrina-notifier--error')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Добре' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each(['info', 'success', 'warning', 'error'] as const)('shows a %s alert', (variant) => {
    renderNotifier();
    notify('Текст', variant, 'Заголовок');
    expect(screen.getByRole('alertdialog', { name: 'Заголовок' }).classList.contains(`vitrina-notifier--${variant}`)).toBe(true);
  });

  it('is confirmed from the keyboard: the focused confirm button, then Escape for the next one', () => {
    renderNotifier();
    notify('Перше', 'error', 'Помилка');
    const confirm = document.activeElement as HTMLButtonElement;
    expect(confirm).toBe(screen.getByRole('button', { name: 'Добре' }));
    // Enter or Space on a focused button is its click.
    fireEvent.click(confirm);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(vitrina.state.notifier.value.open).toBe(false);

    notify('Друге', 'warning', 'Увага');
    // What the browser's dialog does on Escape.
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(vitrina.state.notifier.value.open).toBe(false);
  });

  it('does not stay open after the state is dismissed elsewhere, and gives the focus back', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Передзамовити';
    document.body.append(opener);
    opener.focus();
    renderNotifier();
    notify('Ви вже оформили передзамовлення на цей товар', 'error', 'Помилка');
    expect(document.activeElement).not.toBe(opener);
    act(() => vitrina.services.ui.dismissNotifier());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back after confirming', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    renderNotifier();
    notify('Повідомлення', 'info', 'Інформація');
    fireEvent.click(screen.getByRole('button', { name: 'Добре' }));
    expect(document.activeElement).toBe(opener);
  });

  it('is replaced by a new message: a new alert, or a toast', () => {
    renderNotifier();
    notify('Перше', 'error', 'Помилка');
    notify('Друге', 'warning', 'Увага');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Увага' }).textContent).toContain('Друге');
    notify('Третє', 'success');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Успішно: Третє');
  });
});

describe('the notifier island', () => {
  it('does not load the whole dictionary until a first message comes, then shows it with its texts', async () => {
    const fresh = testVitrina();
    render(
      <VitrinaProvider vitrina={fresh}>
        <Notifier />
      </VitrinaProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(fresh.i18n.loaded.value).toBe(false);

    act(() => fresh.services.ui.notify('Зміни збережено', 'success'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Успішно: Зміни збережено'));
    expect(screen.getByRole('button', { name: 'Закрити повідомлення' })).toBeTruthy();
    fresh.destroy();
  });

  it('has its live region from the first paint, and loads its alert and toast code only when a first message comes', async () => {
    // A fresh module graph: nothing of the notifier's has been loaded yet.
    vi.resetModules();
    const [fresh, { VitrinaProvider: FreshProvider }] = await Promise.all([import('./notifier'), import('../../vitrina-context')]);
    const { notifierUi: freshUi } = await import('./load-notifier-ui');
    render(
      <FreshProvider vitrina={vitrina}>
        <fresh.Notifier />
      </FreshProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(freshUi.current).toBeUndefined();

    notify('Товар додано до кошика', 'success');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Успішно: Товар додано до кошика'));
    expect(freshUi.current).toBeDefined();
    // The same element: a screen reader announces what is put into a live region it already knows.
    expect(screen.getByRole('status')).toBe(region);
  });

  it('mounts on the page’s notifier element and shows what the SDK notifies', async () => {
    const element = document.createElement('div');
    element.setAttribute('data-widget', 'notifier');
    document.body.append(element);
    const runtime = createIslandRuntime({ root: document, vitrina, widgets: [notifierWidget] });
    await act(() => runtime.start());
    notify('Товар додано в обране', 'success');
    expect(element.querySelector('[role="status"]')?.textContent).toBe('Успішно: Товар додано в обране');
    runtime.stop();
  });
});
