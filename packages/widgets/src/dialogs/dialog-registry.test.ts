import { modalIds } from '@vitrina/core';
import { describe, expect, it, vi } from 'vitest';

const evaluated = vi.hoisted(() => [] as string[]);

vi.mock('./shop-dialogs/remind-dialog', () => {
  evaluated.push('remind');
  return { RemindDialog: () => null };
});
vi.mock('./credit-popup/credit-popup', () => {
  evaluated.push('credit-info');
  return { CreditPopup: () => null };
});

describe('the dialog registry', () => {
  it('loads no dialog’s code until that dialog is asked for', async () => {
    const { dialogLoaders } = await import('./dialog-registry');
    expect(evaluated).toEqual([]);

    const remind = await dialogLoaders.remind?.();
    expect(evaluated).toEqual(['remind']);
    expect(typeof remind?.default).toBe('function');
  });

  it('has a dialog for every modal id but the sign-in ones, which the sign-in dialogs bring', async () => {
    const { dialogLoaders } = await import('./dialog-registry');
    const signInDialogs = { login: dialogLoaders.login, 'change-account': dialogLoaders['change-account'] };
    const missing = modalIds.filter((id) => !(id in dialogLoaders) && !['login', 'change-account'].includes(id));
    expect(missing).toEqual([]);
    for (const id of Object.keys(signInDialogs)) expect(id in dialogLoaders).toBe(true);
  });

  it('every loader gives a component', async () => {
    const { dialogLoaders } = await import('./dialog-registry');
    for (const load of Object.values(dialogLoaders)) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });
});
