import type { Vitrina } from '@vitrina/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VitrinaProvider } from '../../vitrina-context';
import { testVitrina } from '../../testing/test-vitrina';

/** The frame's chunk: fails while `offline`, then loads a stand-in frame. */
const chunk = vi.hoisted(() => ({ offline: true }));
vi.mock('./registered-dialogs', () => {
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: () => <p>Рамка модальних вікон</p> };
});

let vitrina: Vitrina;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vitrina = testVitrina();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vitrina.destroy();
  warn.mockRestore();
});

describe('the modal host when the frame’s code cannot be fetched', () => {
  it('closes the modal again, warns, and fetches again with the next modal', async () => {
    const { ModalHost } = await import('./modal-host');
    render(
      <VitrinaProvider vitrina={vitrina}>
        <ModalHost />
      </VitrinaProvider>,
    );

    await act(async () => vitrina.services.ui.openModal('login'));
    await waitFor(() => expect(vitrina.state.modal.value).toEqual({ open: false, id: null }));
    expect(warn).toHaveBeenCalledWith('Vitrina: the modal could not be loaded —', expect.any(Error));
    expect(screen.queryByText('Рамка модальних вікон')).toBeNull();

    chunk.offline = false;
    vi.resetModules();
    await act(async () => vitrina.services.ui.openModal('login'));
    expect(await screen.findByText('Рамка модальних вікон')).toBeTruthy();
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' });
  });
});
