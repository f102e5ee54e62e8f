import { defineWidget } from '../../runtime/define-widget';

/** The delivery page's address book: the user's addresses, added, changed and removed in place. */
export const addressBookWidget = defineWidget({
  name: 'address-book',
  load: () => import('./address-book-chunk'),
});
