import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthError, HttpError, NetworkError } from '../../errors';
import { testAuthKit } from './test-auth-kit';
import { SHOP_API } from './test-profile-api';
import { serve, server, useProfileServer } from './test-auth-server';

useProfileServer();

describe('re-login for protected actions', () => {
  /** Logged in as Oksana, whose token the server has since revoked. */
  async function expiredSession() {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const oldToken = kit.cookies.readToken()!;
    api.revoke(oldToken);
    kit.emitted.length = 0;
    kit.reported.length = 0;
    const bonuses = () => kit.context.api.call('GetBonusesCount');
    const start = api.seen.length;
    /** The bonus requests sent with `token` since the token expired. */
    const refusedWith = (token: string) =>
      api.seen.slice(start).filter((request) => request.path === 'shop/bonuses/user/get-bonuses' && request.token === token);
    return { api, kit, oldToken, bonuses, refusedWith };
  }

  it('asks once for 10 actions refused at the same time, then runs each of them again', async () => {
    const { kit, oldToken, bonuses, refusedWith } = await expiredSession();

    const actions = Array.from({ length: 10 }, () => kit.auth.withSession(bonuses));
    await vi.waitFor(() => expect(refusedWith(oldToken)).toHaveLength(10));
    await Promise.resolve();

    expect(kit.emitted).toEqual([
      { name: 'auth:login-required', payload: { email: 'oksana@example.ua' } },
      { name: 'ui:open-modal', payload: { id: 'login' } },
    ]);
    expect(kit.auth.loginRequest.value).toEqual({ email: 'oksana@example.ua' });

    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const results = await Promise.all(actions);

    expect(results.map((result) => result.data.available_bonuses)).toEqual(Array(10).fill(600));
    expect(refusedWith(kit.cookies.readToken()!)).toHaveLength(11);
    expect(kit.eventNames().filter((name) => name === 'auth:login-required')).toHaveLength(1);
    expect(kit.eventNames().filter((name) => name === 'ui:open-modal')).toHaveLength(1);
    expect(kit.auth.loginRequest.value).toBeNull();
  });

  it('does not loop: an action refused again after the login fails with that refusal', async () => {
    const { kit, bonuses } = await expiredSession();
    const action = kit.auth.withSession(bonuses);
    await vi.waitFor(() => expect(kit.auth.loginRequest.value).not.toBeNull());
    server.use(
      http.get(`${SHOP_API}bonuses/user/get-bonuses`, () =>
        HttpResponse.json({ error: { code: 'errors.login_error', message: 'no' } }, { status: 401 }),
      ),
    );
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await expect(action).rejects.toMatchObject({ status: 401 });
    expect(kit.eventNames().filter((name) => name === 'auth:login-required')).toHaveLength(1);
    expect(kit.auth.loginRequest.value).toBeNull();
  });

  it('fails every waiting action cleanly when the prompt is closed', async () => {
    const { kit, oldToken, bonuses, refusedWith } = await expiredSession();
    const actions = Array.from({ length: 3 }, () => kit.auth.withSession(bonuses));
    await vi.waitFor(() => expect(refusedWith(oldToken)).toHaveLength(3));
    await Promise.resolve();
    kit.auth.cancelLogin();
    const outcomes = await Promise.allSettled(actions);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason instanceof AuthError)).toEqual([true, true, true]);
    expect(kit.auth.loginRequest.value).toBeNull();
    expect(refusedWith(oldToken)).toHaveLength(3);
  });

  it('fails waiting actions on logout', async () => {
    const { kit, bonuses } = await expiredSession();
    const action = kit.auth.withSession(bonuses);
    await vi.waitFor(() => expect(kit.auth.loginRequest.value).not.toBeNull());
    const failed = expect(action).rejects.toBeInstanceOf(AuthError);
    await kit.auth.logout();
    await failed;
  });

  it('passes any other failure through without asking', async () => {
    const { kit } = await expiredSession();
    server.use(http.get(`${SHOP_API}general`, () => HttpResponse.error()));
    await expect(kit.auth.withSession(() => kit.context.api.call('GetGeneralData'))).rejects.toBeInstanceOf(NetworkError);
    expect(kit.auth.loginRequest.value).toBeNull();
    expect(kit.eventNames()).toEqual([]);
  });

  it('runs an action refused with the token of a session replaced meanwhile again at once', async () => {
    const { kit, oldToken } = await expiredSession();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const action = kit.auth.withSession(async () => {
      calls += 1;
      const used = kit.cookies.readToken();
      await gate;
      if (used === oldToken) throw new HttpError('GetBonusesCount', 401, undefined);
      return used;
    });
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    release();
    await expect(action).resolves.toBe(kit.cookies.readToken());
    expect(calls).toBe(2);
    expect(kit.eventNames()).not.toContain('auth:login-required');
  });

  it('lets a guest log in for a protected action, and shares one prompt between callers', async () => {
    const api = serve();
    const kit = testAuthKit();
    const first = kit.auth.requireFreshLogin();
    const second = kit.auth.requireFreshLogin();
    expect(second).toBe(first);
    expect(kit.auth.loginRequest.value).toEqual({ email: null });
    expect(kit.emitted).toEqual([
      { name: 'auth:login-required', payload: { email: null } },
      { name: 'ui:open-modal', payload: { id: 'login' } },
    ]);
    await kit.auth.loginSocial({ socialId: 'g-1', email: 'guest@example.ua', firstName: 'Гість', lastName: 'Новий' });
    await expect(first).resolves.toMatchObject({ email: 'guest@example.ua' });
    expect(api.requestsTo('profile/login_social')).toHaveLength(1);
  });

  it('opens the login modal once however many services ask while it is open', () => {
    serve();
    const kit = testAuthKit();
    kit.context.events.emit('auth:login-required', { email: null });
    kit.context.events.emit('auth:login-required', { email: 'oksana@example.ua' });
    void kit.auth.requireFreshLogin();
    expect(kit.eventNames().filter((name) => name === 'ui:open-modal')).toHaveLength(1);
    expect(kit.auth.loginRequest.value).toEqual({ email: 'oksana@example.ua' });
  });

  it('treats closing the login modal without logging in as a dismissal', async () => {
    const { kit, oldToken, bonuses, refusedWith } = await expiredSession();
    const action = kit.auth.withSession(bonuses);
    await vi.waitFor(() => expect(refusedWith(oldToken)).toHaveLength(1));
    // What the ui service does on 'ui:open-modal' and on the shopper's close.
    kit.state.modal.value = { open: true, id: 'login' };
    const failed = expect(action).rejects.toBeInstanceOf(AuthError);
    kit.state.modal.value = { open: false, id: 'login' };
    await failed;
    expect(kit.auth.loginRequest.value).toBeNull();

    const again = kit.auth.requireFreshLogin();
    expect(kit.eventNames().filter((name) => name === 'ui:open-modal')).toHaveLength(2);
    kit.state.modal.value = { open: true, id: 'login' };
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    kit.state.modal.value = { open: false, id: 'login' };
    await expect(again).resolves.toMatchObject({ email: 'oksana@example.ua' });
  });
});
