import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../storage/memory-store';
import { storageKeys } from '../storage/keys';
import { createGlobalState } from '../state/global-state';
import type { ServiceContext } from './service-context';
import { createUiService } from './ui-service';

function setup() {
  const state = createGlobalState();
  const storage = createMemoryStore();
  const context = { state, storage, delay: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };
  return { state, storage, ui: createUiService(context as unknown as ServiceContext) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ui service', () => {
  it('opens a modal by id with its product', () => {
    const { state, ui } = setup();
    ui.openModal('credit-info', 42);
    expect(state.modal.value).toEqual({ open: true, id: 'credit-info' });
    expect(state.selectedProductId.value).toBe(42);
  });

  it('closes after the 300 ms animation and forgets a saved pre-order product', async () => {
    vi.useFakeTimers();
    const { state, storage, ui } = setup();
    storage.write(storageKeys.savedPreOrderProductId, 7);
    ui.openModal('pre-order', 7);

    const closed = ui.closeModal();
    expect(state.modal.value).toEqual({ open: false, id: 'pre-order' });
    expect(storage.read(storageKeys.savedPreOrderProductId, (await import('zod/mini')).number())).toBeUndefined();
    await vi.advanceTimersByTimeAsync(299);
    expect(state.modal.value.id).toBe('pre-order');
    await vi.advanceTimersByTimeAsync(1);
    await closed;
    expect(state.modal.value).toEqual({ open: false, id: null });
  });

  it('keeps a modal opened during the close animation', async () => {
    vi.useFakeTimers();
    const { state, ui } = setup();
    ui.openModal('login');
    const closed = ui.closeModal();
    ui.openModal('remind');
    await vi.advanceTimersByTimeAsync(300);
    await closed;
    expect(state.modal.value).toEqual({ open: true, id: 'remind' });
  });

  it('shows and dismisses the notifier', () => {
    const { state, ui } = setup();
    ui.notify('Щось пішло не так', 'error', 'Помилка');
    expect(state.notifier.value).toEqual({ open: true, message: 'Щось пішло не так', variant: 'error', title: 'Помилка' });
    ui.dismissNotifier();
    expect(state.notifier.value.open).toBe(false);
  });

  it('flags mobile layouts under 1024 px', () => {
    const { state, ui } = setup();
    ui.setViewportWidth(1023);
    expect(state.isMobile.value).toBe(true);
    ui.setViewportWidth(1024);
    expect(state.isMobile.value).toBe(false);
  });
});
