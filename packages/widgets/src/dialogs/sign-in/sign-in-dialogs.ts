import type { DialogLoaders } from '../dialog-contract';

/** The sign-in dialogs by modal id, for the modal host's registry; each loads on first open. */
export const signInDialogs: DialogLoaders = {
  login: () => import('./login-dialog'),
  'change-account': () => import('./change-account-dialog'),
};
