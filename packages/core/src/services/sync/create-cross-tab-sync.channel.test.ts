import { describe, expect, it } from 'vitest';
import { createVitrina } from '../../create-vitrina';
import { createMemoryStore } from '../../storage/memory-store';
import { TEST_API } from '../catalog/test-service-context';
import { digestOf } from './sync-message';
import { cart, eavesdrop, open, remote, tab, useSyncCleanup, user } from './test-sync-kit';

useSyncCleanup();

describe('cross-tab sync over BroadcastChannel', () => {
  it('tells the other tabs which part changed, never the tab itself', async () => {
    const a = tab();
    const b = tab();
    expect(a.sync.transport).toBe('broadcast-channel');

    a.events.emit('cart:changed', { cart: cart(1) });
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    a.events.emit('lists:changed', { list: 'compares', ids: [5, 6] });
    a.events.emit('auth:login', { user, isSignUp: false, guestCartId: null });

    await expect.poll(() => b.heard).toEqual([remote('cart'), remote('favorites'), remote('compares'), remote('auth')]);
    expect(a.heard).toEqual([]);
  });

  it('logs every other tab out on a logout, without echoing it back', async () => {
    const a = tab();
    const b = tab();
    const c = tab();
    // B's auth service reacting by logging out again, as it might.
    let loggedOut = false;
    b.events.on('auth:logout', () => {
      if (loggedOut) return;
      loggedOut = true;
      queueMicrotask(() => b.events.emit('auth:logout', {}));
    });

    a.events.emit('auth:logout', {});
    a.heard.length = 0;
    await expect.poll(() => b.heard.map((event) => event.name)).toContain('remote:changed');
    await expect.poll(() => c.heard).toEqual([{ name: 'auth:logout', payload: { remote: true } }, remote('auth')]);
    expect(b.heard[0]).toEqual({ name: 'auth:logout', payload: { remote: true } });

    // A marker after the logout: once A hears it, it would have heard any echo before it.
    b.events.emit('lists:changed', { list: 'favorites', ids: [1] });
    await expect.poll(() => a.heard).toEqual([remote('favorites')]);
  });

  it('does not announce again what a tab re-read because another tab changed it', async () => {
    const a = tab();
    const b = tab();
    // B's cart service re-reads on the remote change and reports the cart it found.
    b.events.on('remote:changed', ({ topic }) => {
      if (topic === 'cart') queueMicrotask(() => b.events.emit('cart:changed', { cart: cart(2) }));
    });

    a.events.emit('cart:changed', { cart: cart(2) });
    await expect.poll(() => b.heard).toEqual([remote('cart')]);

    // B's own change afterwards does go out.
    b.events.emit('cart:changed', { cart: cart(3) });
    await expect.poll(() => a.heard).toEqual([remote('cart')]);
  });

  it('does not announce a part that did not change', async () => {
    const a = tab();
    const b = tab();
    a.events.emit('lists:changed', { list: 'compares', ids: [1, 2] });
    a.events.emit('lists:changed', { list: 'compares', ids: [1, 2] });
    a.events.emit('auth:restored', { user });
    a.events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
    a.events.emit('lists:changed', { list: 'compares', ids: [2] });
    await expect.poll(() => b.heard).toEqual([remote('compares'), remote('compares')]);
  });

  it('sends only a topic, a tab id, a nonce and a digest of the cart or list: no tokens, no personal data', async () => {
    const spy = eavesdrop();
    const a = tab();
    a.events.emit('auth:login', { user, isSignUp: true, guestCartId: 'cart-1' });
    a.events.emit('cart:changed', { cart: cart(4) });
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    a.events.emit('auth:logout', {});

    await expect.poll(() => spy.messages).toHaveLength(4);
    const text = JSON.stringify(spy.messages);
    for (const secret of [user.uuid, user.email, user.first_name, user.last_name, user.phone ?? '', 'cart-1', 'token']) {
      expect(text).not.toContain(secret);
    }
    expect(spy.messages.map((message) => Object.keys(message as object).sort())).toEqual([
      ['from', 'nonce', 'topic'],
      ['digest', 'from', 'nonce', 'topic'],
      ['digest', 'from', 'nonce', 'topic'],
      ['from', 'nonce', 'topic'],
    ]);
    expect(spy.messages.map((message) => (message as { topic: string }).topic)).toEqual(['login', 'cart', 'favorites', 'logout']);
    expect((spy.messages[2] as { digest: string }).digest).toBe(digestOf('5'));
  });

  it('announces a tab’s own change right after it re-read another tab’s change, however soon', async () => {
    const a = tab();
    const b = tab();
    // B re-reads a guest's list on the remote change and, as the lists do, reports nothing.
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    await expect.poll(() => b.heard).toEqual([remote('favorites')]);

    b.events.emit('lists:changed', { list: 'favorites', ids: [] });
    await expect.poll(() => a.heard).toEqual([remote('favorites')]);
    // And back again: A's change after its re-read goes out too.
    a.events.emit('lists:changed', { list: 'favorites', ids: [5] });
    await expect.poll(() => b.heard).toEqual([remote('favorites'), remote('favorites')]);
  });

  it('announces a re-read that found something else than the other tab announced', async () => {
    const a = tab();
    const b = tab();
    b.events.on('remote:changed', ({ topic }) => {
      // Meanwhile the cart changed again on the server (a third device): B reports a newer cart.
      if (topic === 'cart') queueMicrotask(() => b.events.emit('cart:changed', { cart: cart(7) }));
    });
    a.events.emit('cart:changed', { cart: cart(2) });
    await expect.poll(() => a.heard).toEqual([remote('cart')]);
    expect(b.heard).toEqual([remote('cart')]);
  });

  it('ignores a digest that came with a login and takes a message without one (an earlier version’s) as before', async () => {
    const spy = eavesdrop();
    const b = tab();
    spy.post({ topic: 'favorites', from: 'old-tab', nonce: 'n1' });
    await expect.poll(() => b.heard).toEqual([remote('favorites')]);
    spy.post({ topic: 'login', from: 'other-tab', nonce: 'n2', digest: digestOf(`in:${user.uuid}`) });
    await expect.poll(() => b.heard).toEqual([remote('favorites'), remote('auth')]);
    // B's own login to that account is still its own news.
    b.events.emit('auth:login', { user, isSignUp: false, guestCartId: null });
    await expect.poll(() => spy.messages.map((message) => (message as { topic: string }).topic)).toContain('login');
  });

  it('ignores messages that are not its own kind', async () => {
    const spy = eavesdrop();
    const b = tab();
    spy.post('logout');
    spy.post({ topic: 'logout' });
    spy.post({ topic: 'everything', from: 'x', nonce: 'n' });
    spy.post({ topic: 'cart', from: 'other-tab', nonce: 'n1' });
    await expect.poll(() => b.heard).toEqual([remote('cart')]);
  });

  it('stop() closes the channel both ways', async () => {
    const a = tab();
    const b = tab();
    const c = tab();
    b.sync.stop();
    a.events.emit('cart:changed', { cart: cart(1) });
    b.events.emit('cart:changed', { cart: cart(9) });
    await expect.poll(() => c.heard).toEqual([remote('cart')]);
    expect(b.heard).toEqual([]);
  });

  it('runs in every SDK instance', async () => {
    const config = { api: TEST_API, storage: createMemoryStore(), cookieDocument: { cookie: '' }, retryLimit: 0 };
    const vitrina = createVitrina(config);
    open.push({ stop: () => (vitrina.services.sync.stop(), vitrina.destroy()) });
    expect(vitrina.services.sync.transport).toBe('broadcast-channel');

    // Another tab logs out: this instance's services hear it (the page's session ends here too).
    vitrina.services.auth.hydrate({ loggedIn: true, firstName: 'Оксана', corporate: false, bonuses: null });
    expect(vitrina.state.isLoggedIn.value).toBe(true);
    const spy = eavesdrop();
    spy.post({ topic: 'logout', from: 'another-tab', nonce: 'n' });
    await expect.poll(() => vitrina.state.isLoggedIn.value).toBe(false);
  });
});
