/**
 * Where the no-script forms of the product page and the profile post: page routes that read the
 * form and answer with a page (a redirect, or the form again with its messages), never JSON.
 */
export const FORM_ACTIONS = Object.freeze({
  oneClickOrder: '/order/one-click',
  preorder: '/order/preorder',
  reminder: '/order/reminder',
  address: '/profile/delivery',
  smbRequest: '/profile/purchases/smb-request',
});
