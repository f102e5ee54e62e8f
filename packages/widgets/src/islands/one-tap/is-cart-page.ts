/** Whether `location` is the cart page, whose address the SDK's config names (docs/pages.md#screens-and-routes: it varies). */
export function isCartPage(cartPage: string, location: Location): boolean {
  try {
    return new URL(cartPage, location.href).pathname.replace(/\/+$/, '') === location.pathname.replace(/\/+$/, '');
  } catch {
    return false;
  }
}
