/** What the notifier shows a message with, loaded when the first message comes (load-notifier-ui.ts). */
export { NotifierAlert } from './notifier-alert';
export { ToastDismiss, ToastMessage } from './notifier-toast';
