import type { ModalId } from '@vitrina/core';
import type { DialogLoader } from './dialog-contract';

/**
 * Every dialog the modal host can show, by modal id: one for each id of the core's `modalIds`
 * (the build fails while one has none). Each is a dynamic import, so a page that opens no modal
 * downloads none of their code. A new dialog: its id in `modalIds`, its component, and its line here.
 */
export const dialogLoaders = {
  'pre-order': () => import('./shop-dialogs/pre-order-dialog').then((module) => ({ default: module.PreOrderDialog })),
  remind: () => import('./shop-dialogs/remind-dialog').then((module) => ({ default: module.RemindDialog })),
  'one-click': () => import('./shop-dialogs/one-click-dialog').then((module) => ({ default: module.OneClickDialog })),
  distributors: () => import('./shop-dialogs/distributors-dialog').then((module) => ({ default: module.DistributorsDialog })),
  'promo-code': () => import('./shop-dialogs/promo-code-dialog').then((module) => ({ default: module.PromoCodeDialog })),
  'credit-info': () => import('./credit-popup/credit-popup').then((module) => ({ default: module.CreditPopup })),
  search: () => import('./search-dialog/search-dialog').then((module) => ({ default: module.SearchDialog })),
  login: () => import('./sign-in/login-dialog'),
  'change-account': () => import('./sign-in/change-account-dialog'),
} satisfies Record<ModalId, DialogLoader>;
