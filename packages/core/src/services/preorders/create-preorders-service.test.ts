import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpError, NetworkError, ValidationError } from '../../errors';
import { storageKeys } from '../../storage/keys';
import { fakeListsApi, listsTestServer, SHOP_API, testListsContext, testUser } from '../lists/test-lists-kit';
import { createUiService } from '../ui-service';
import { createPreordersService } from './create-preorders-service';

const server = listsTestServer();

const ALERT = { message: 'Ви вже оформили передзамовлення на цей товар', title: 'Помилка', variant: 'error' };
const form = { productId: 301, name: 'Оксана', phone: '067 123 45 67' };

/** The services with the ui service wired to the requests, as create-services wires them. */
function setup(options: { preorders?: number[] } = {}) {
  const api = fakeListsApi({ preorders: options.preorders });
  server.use(...api.handlers);
  const kit = testListsContext();
  const ui = createUiService(kit.context);
  kit.events.on('ui:notify', ({ message, variant, title }) => ui.notify(message, variant, title));
  kit.events.on('ui:open-modal', ({ id, productId }) => ui.openModal(id, productId));
  kit.events.on('auth:login-required', () => ui.openModal('login'));
  const preorders = createPreordersService(kit.context);
  const savedId = () => kit.storage.read(storageKeys.savedPreOrderProductId, z.number());
  return { ...kit, api, ui, preorders, savedId };
}

describe('pre-order button', () => {
  it('opens the pre-order modal for a logged-in shopper', () => {
    const kit = setup();
    kit.restore();
    expect(kit.preorders.open(301)).toEqual({ status: 'form-opened' });
    expect(kit.emittedOf('ui:open-modal')).toEqual([{ id: 'pre-order', productId: 301 }]);
    expect(kit.state.modal.value).toEqual({ open: true, id: 'pre-order' });
    expect(kit.state.selectedProductId.value).toBe(301);
  });

  it('shows the error alert when the product is pre-ordered already', async () => {
    const kit = setup();
    kit.restore(testUser({ preorders: [301] }));
    expect(kit.state.preorders.has(301).value).toBe(true);
    expect(kit.preorders.open(301)).toEqual({ status: 'already-processed' });
    await vi.waitFor(() => expect(kit.emittedOf('ui:notify')).toEqual([ALERT]));
    await vi.waitFor(() => expect(kit.state.notifier.value).toEqual({ open: true, ...ALERT }));
    expect(kit.emittedOf('ui:open-modal')).toEqual([]);
  });

  it('asks a guest to log in and keeps the product for after the login', () => {
    const kit = setup();
    expect(kit.preorders.open(301)).toEqual({ status: 'login-required' });
    expect(kit.savedId()).toBe(301);
    expect(kit.emittedOf('auth:login-required')).toEqual([{ email: null }]);
    expect(kit.state.modal.value).toEqual({ open: true, id: 'login' });
  });
});

describe('after the login', () => {
  it('reopens the pre-order once the login modal has closed, keeping the product until that modal closes', async () => {
    vi.useFakeTimers();
    const kit = setup();
    kit.preorders.open(301);
    kit.logIn();
    // Still the login modal: it closes after the login, and closing forgets the saved product.
    expect(kit.state.modal.value.id).toBe('login');
    const closing = kit.ui.closeModal();
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.state.modal.value).toEqual({ open: true, id: 'pre-order' });
    expect(kit.state.selectedProductId.value).toBe(301);
    expect(kit.savedId()).toBe(301);
    await vi.advanceTimersByTimeAsync(300);
    await closing;
    expect(kit.state.modal.value).toEqual({ open: true, id: 'pre-order' });

    const closingPreorder = kit.ui.closeModal();
    await vi.advanceTimersByTimeAsync(300);
    await closingPreorder;
    expect(kit.savedId()).toBeUndefined();
    expect(kit.emittedOf('ui:open-modal')).toHaveLength(1);
  });

  it('reopens at once when no modal is open (a login page), and on a page load with a saved product', () => {
    const kit = setup();
    kit.storage.write(storageKeys.savedPreOrderProductId, 301);
    kit.restore();
    expect(kit.emittedOf('ui:open-modal')).toEqual([{ id: 'pre-order', productId: 301 }]);
    expect(kit.state.modal.value).toEqual({ open: true, id: 'pre-order' });
  });

  it('shows the alert instead when the shopper had pre-ordered the product already', async () => {
    const kit = setup();
    kit.storage.write(storageKeys.savedPreOrderProductId, 301);
    kit.logIn(testUser({ preorders: [301] }));
    await vi.waitFor(() => expect(kit.emittedOf('ui:notify')).toEqual([ALERT]));
    expect(kit.emittedOf('ui:open-modal')).toEqual([]);
    expect(kit.savedId()).toBeUndefined();
  });

  it('does nothing without a saved product, or after a logout', async () => {
    const kit = setup();
    kit.logIn();
    expect(kit.emittedOf('ui:open-modal')).toEqual([]);

    kit.ui.openModal('login');
    kit.storage.write(storageKeys.savedPreOrderProductId, 301);
    kit.logIn();
    kit.logOut();
    void kit.ui.closeModal();
    await Promise.resolve();
    expect(kit.emittedOf('ui:open-modal')).toEqual([]);
    expect(kit.state.preorders.ids.value).toEqual([]);
  });
});

describe('pre-order form', () => {
  it('sends the pre-order and marks the product processed', async () => {
    const kit = setup({ preorders: [102] });
    kit.restore(testUser({ preorders: [102] }));
    kit.storage.write(storageKeys.savedPreOrderProductId, 301);
    expect(await kit.preorders.submit({ ...form, email: ' ' })).toEqual({ status: 'ordered' });
    expect(kit.api.seen).toMatchObject([
      { method: 'POST', path: 'shop/catalog/preorder', token: 'token-1', body: { product_id: 301, name: 'Оксана', phone: '+38 067 123 45 67' } },
    ]);
    expect(kit.api.seen[0]?.body).not.toHaveProperty('email');
    expect(kit.state.preorders.ids.value).toEqual([102, 301]);
    expect(kit.state.preorders.has(301).value).toBe(true);
    expect(kit.savedId()).toBeUndefined();
  });

  it('does not send a product already in the list: the alert shows', async () => {
    const kit = setup();
    kit.restore(testUser({ preorders: [301] }));
    expect(await kit.preorders.submit(form)).toEqual({ status: 'already-processed' });
    expect(kit.api.seen).toEqual([]);
    await vi.waitFor(() => expect(kit.state.notifier.value).toEqual({ open: true, ...ALERT }));
  });

  it('turns the server’s 409 into the alert and the processed state', async () => {
    const kit = setup({ preorders: [301] });
    kit.restore();
    expect(await kit.preorders.submit(form)).toEqual({ status: 'already-processed' });
    expect(kit.api.seen).toHaveLength(1);
    expect(kit.state.preorders.has(301).value).toBe(true);
    await vi.waitFor(() => expect(kit.state.notifier.value).toEqual({ open: true, ...ALERT }));
    expect(kit.reported).toMatchObject([{ status: 409, messageKey: 'general.errors.preorder_already_processed' }]);
  });

  it('asks a guest, or a shopper whose session ended, to log in', async () => {
    const kit = setup();
    expect(await kit.preorders.submit(form)).toEqual({ status: 'login-required' });
    expect(kit.api.seen).toEqual([]);
    expect(kit.savedId()).toBe(301);

    kit.storage.remove(storageKeys.savedPreOrderProductId);
    kit.restore(testUser(), 'revoked');
    server.use(http.post(`${SHOP_API}catalog/preorder`, () => HttpResponse.json({ error: { code: 'errors.login_error', message: 'x' } }, { status: 401 })));
    expect(await kit.preorders.submit(form)).toEqual({ status: 'login-required' });
    expect(kit.savedId()).toBe(301);
    expect(kit.emittedOf('auth:login-required')).toHaveLength(2);
  });

  it('rejects bad contact fields before sending anything', async () => {
    const kit = setup();
    kit.restore();
    const failure = await kit.preorders.submit({ productId: 301, name: '', phone: '123', email: 'not-an-email' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fields).toEqual({
      name: 'validation.name_required',
      phone: 'validation.phone_invalid',
      email: 'validation.email_invalid',
    });
    await expect(kit.preorders.submit({ ...form, productId: -1 })).rejects.toMatchObject({ fields: { productId: 'validation.invalid' } });
    expect(() => kit.preorders.open(0)).toThrow(ValidationError);
    expect(kit.savedId()).toBeUndefined();
    expect(kit.api.seen).toEqual([]);
  });

  it('throws other failures, reported once', async () => {
    const kit = setup();
    kit.restore();
    server.use(http.post(`${SHOP_API}catalog/preorder`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'x' } }, { status: 422 })));
    await expect(kit.preorders.submit(form)).rejects.toBeInstanceOf(HttpError);
    expect(kit.reported).toHaveLength(1);
    expect(kit.state.preorders.has(301).value).toBe(false);
  });

  it('does not mark a product of a shopper who logged out while the pre-order was on its way', async () => {
    const kit = setup();
    kit.restore();
    const logOutOnArrival = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/catalog/preorder')) kit.logOut();
    };
    server.events.on('request:start', logOutOnArrival);
    try {
      expect(await kit.preorders.submit(form)).toEqual({ status: 'ordered' });
    } finally {
      server.events.removeListener('request:start', logOutOnArrival);
    }
    expect(kit.state.preorders.ids.value).toEqual([]);
  });

  it('sends nothing for a shopper who logged out before the pre-order left: the login is asked for', async () => {
    const kit = setup();
    kit.restore();
    const sending = kit.preorders.submit(form);
    kit.logOut();
    expect(await sending).toEqual({ status: 'login-required' });
    expect(kit.api.seen).toEqual([]);
    expect(kit.savedId()).toBe(301);
  });

  it('fails with a network error when the form rules cannot be fetched, and fetches them again on the next submit', async () => {
    const kit = setup();
    kit.restore();
    vi.doMock('./pre-order-form-schema', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const failure = await kit.preorders.submit(form).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NetworkError);
      expect(failure).toMatchObject({ kind: 'network', messageKey: 'errors.data_loading' });
      expect(kit.reported).toEqual([failure]);
      expect(kit.api.seen).toEqual([]);
    } finally {
      vi.doUnmock('./pre-order-form-schema');
    }
    expect(await kit.preorders.submit(form)).toEqual({ status: 'ordered' });
  });

  it('forgets the pre-orders on logout', () => {
    const kit = setup();
    kit.restore(testUser({ preorders: [301] }));
    kit.logOut();
    expect(kit.state.preorders.ids.value).toEqual([]);
    expect(kit.preorders.open(301)).toEqual({ status: 'login-required' });
  });
});
