import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { createTestUser, getPage, postForm, setCookieValue } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fieldTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the login, registration and recovery forms', () => {
  it('are real forms with labels, names and autocomplete', async () => {
    const login = (await getPage(server, '/login')).html;
    expect(login).toContain('<form class="form" method="post" action="/login" data-widget="login-form"');
    expect(login).toMatch(/<label for="login-email">/);
    expect(fieldTag(login, 'email')).toContain('autocomplete="username"');
    expect(fieldTag(login, 'password')).toContain('autocomplete="current-password"');

    const registration = (await getPage(server, '/registration?lang=ru')).html;
    expect(fieldTag(registration, 'phone')).toContain('placeholder="+38 ___ ___ __ __"');
    expect(fieldTag(registration, 'phone')).toContain('autocomplete="tel"');
    expect(fieldTag(registration, 'first_name')).toContain('autocomplete="given-name"');
    expect(fieldTag(registration, 'password')).toContain('autocomplete="new-password"');
    expect(fieldTag(registration, 'privacy_policy')).toContain('required');
    for (const id of ['registration-first-name', 'registration-phone', 'registration-email', 'registration-password']) {
      expect(registration).toContain(`<label for="${id}">`);
    }
    expect((await getPage(server, '/recovery')).html).toContain('action="/recovery"');
  });

  it('register a shopper without script: token cookie set, then the profile', async () => {
    const email = `form-${randomUUID()}@example.com`;
    const answer = await postForm(server, '/registration', {
      first_name: 'Тарас',
      last_name: 'Шевченко',
      phone: '+38 050 123 45 67',
      email,
      password: 'secret-password',
      privacy_policy: '1',
      next: '/',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile');
    const token = setCookieValue(answer.headers, 'token');
    expect(token).toBeTruthy();
    const profile = await getPage(server, '/profile', { cookies: { token: token! } });
    expect(profile.status).toBe(200);
    expect(profile.html).toContain(email);
  });

  it('show the field messages of a refused registration and keep what was typed', async () => {
    const answer = await postForm(server, '/registration', { first_name: 'Тарас', phone: '123', email: 'not-an-email', password: '1', next: '/' });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('class="field-error"');
    expect(answer.html).toContain('value="not-an-email"');
    expect(fieldTag(answer.html, 'password')).not.toContain('value=');
    expect(setCookieValue(answer.headers, 'token')).toBeUndefined();
  });

  it('log in with the account’s password and go back to `next`; a wrong password says so', async () => {
    const email = `login-${randomUUID()}@example.com`;
    await postForm(server, '/registration', { first_name: 'Леся', phone: '0671234567', email, password: 'right-password', privacy_policy: 'on' });
    const wrong = await postForm(server, '/login', { email, password: 'wrong-password', next: '/profile' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('Неправильний логін або пароль');
    expect(wrong.html).toContain(`value="${email}"`);

    const right = await postForm(server, '/login', { email, password: 'right-password', next: '/profile/bonuses' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/profile/bonuses');
    expect(right.headers.getSetCookie().join()).toMatch(/token=[^;]+; Max-Age=34560000; Path=\/; SameSite=Lax/);

    const offsite = await postForm(server, '/login', { email, password: 'right-password', next: 'https://evil.example/' });
    expect(offsite.headers.get('location')).toBe('/');
  });

  it('are throttled like the API’s login: wrong passwords count, and from the limit on even the right one is refused', async () => {
    // A server of its own: the failures count against this test's address.
    const shop = await startTestServer();
    try {
      const email = `throttled-${randomUUID()}@example.com`;
      await postForm(shop, '/registration', { first_name: 'Леся', phone: '0671234567', email, password: 'right-password', privacy_policy: 'on' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < shop.settings.loginFailuresPerAccount + 2; attempt += 1) {
        statuses.push((await postForm(shop, '/login', { email, password: `wrong-${attempt}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

      const right = await postForm(shop, '/login', { email, password: 'right-password' });
      expect(right.status).toBe(429);
      expect(right.html).toContain('Неправильний логін або пароль');
      expect(setCookieValue(right.headers, 'token')).toBeUndefined();
      const api = await fetch(`${shop.url}/api/profile/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'right-password' }),
      });
      expect(api.status).toBe(429);
    } finally {
      await shop.close();
    }
  });

  it('count sign-ups and logins per address like the API, right passwords too, and answer 429 from the allowance on', async () => {
    const shop = await startTestServer({ signUpsPerAddress: 1, loginAttemptsPerAddress: 2 });
    try {
      const email = `allowance-${randomUUID()}@example.com`;
      const registration = { first_name: 'Леся', phone: '0671234567', email, password: 'right-password', privacy_policy: 'on' };
      expect((await postForm(shop, '/registration', registration)).status).toBe(303);
      const another = await postForm(shop, '/registration', { ...registration, email: `another-${randomUUID()}@example.com` });
      expect(another.status).toBe(429);
      expect(another.html).toContain('Щось пішло не так');
      expect(another.html).toContain('value="Леся"');
      expect(setCookieValue(another.headers, 'token')).toBeUndefined();

      expect((await postForm(shop, '/login', { email, password: 'right-password' })).status).toBe(303);
      expect((await postForm(shop, '/login', { email, password: 'right-password' })).status).toBe(303);
      const third = await postForm(shop, '/login', { email, password: 'right-password' });
      expect(third.status).toBe(429);
      expect(third.html).toContain('Неправильний логін або пароль');
      expect(setCookieValue(third.headers, 'token')).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it('refuse a form posted from another site', async () => {
    const response = await fetch(`${server.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'email=a%40b.c&password=whatever',
    });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accept a same-origin post the browser sends with Origin: null, and refuse a cross-site one', async () => {
    const email = `null-origin-${randomUUID()}@example.com`;
    await postForm(server, '/registration', { first_name: 'Ганна', phone: '0671234567', email, password: 'right-password', privacy_policy: 'on' });
    const post = (site: string) =>
      fetch(`${server.url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': site },
        body: new URLSearchParams({ email, password: 'right-password', next: '/profile' }).toString(),
      });
    expect((await post('same-origin')).status).toBe(303);
    const crossSite = await post('cross-site');
    expect(crossSite.status).toBe(401);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
  });

  it('send a recovery link and let the link set a new password', async () => {
    const email = `reset-${randomUUID()}@example.com`;
    await postForm(server, '/registration', { first_name: 'Іван', phone: '0671234567', email, password: 'old-password', privacy_policy: '1' });
    const sent = await postForm(server, '/recovery', { email });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(email);
    const outbox = server.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').get(email) as { body: string };
    const token = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(outbox.body)?.[1];
    expect(token).toBeTruthy();
    expect((await getPage(server, `/password-reset?token=${token}`)).status).toBe(200);
    const reset = await postForm(server, '/password-reset', { token: token!, password: 'new-password' });
    expect(reset.headers.get('location')).toBe('/login?reset=1');
    expect((await postForm(server, '/login', { email, password: 'new-password' })).status).toBe(303);
    expect((await postForm(server, '/password-reset', { token: token!, password: 'another-one' })).status).toBe(422);
  });
});

describe('logging out without script', () => {
  it('revokes the token and clears the cookies', async () => {
    const user = createTestUser(server.db);
    const out = await postForm(server, '/logout', {}, { cookies: user.cookies });
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.getSetCookie().join()).toMatch(/token=; Max-Age=0; Path=\//);
    expect((await getPage(server, '/profile', { cookies: user.cookies })).status).toBe(302);
  });
});

describe('the profile settings form', () => {
  it('saves the language and handedness, and left-handed users get the swapped layout', async () => {
    const user = createTestUser(server.db);
    const saved = await postForm(server, '/profile/settings', { lang: 'ru', handedness: 'left' }, { cookies: user.cookies });
    expect(saved.headers.get('location')).toBe('/profile/settings?saved=1');
    const page = await getPage(server, '/profile/settings?saved=1', { cookies: user.cookies });
    expect(page.html).toContain('<html lang="ru">');
    expect(page.html).toContain('is-left-handed');
    expect(page.html).toContain('Настройки сохранены');
  });

  it('labels purchases as requests for corporate users', async () => {
    const user = createTestUser(server.db, { role: 'corporate' });
    const page = await getPage(server, '/profile/purchases', { cookies: user.cookies });
    expect(page.html).toContain('<h1 class="page-title">Заявки</h1>');
    const regular = createTestUser(server.db);
    expect((await getPage(server, '/profile/purchases', { cookies: regular.cookies })).html).toContain('<h1 class="page-title">Мої покупки</h1>');
  });
});
