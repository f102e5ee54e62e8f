import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { cookieHeader, createTestUser, getPage, postForm } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const detailsOf = (userId: number) =>
  server.db.prepare('SELECT first_name, last_name, phone, birthday, email FROM users WHERE id = ?').get(userId) as Record<string, string | null>;
const fieldTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const details = { first_name: 'Олена', last_name: 'Шевчук', phone: '+38 067 765 43 21', birthday_day: '5', birthday_month: '12', birthday_year: '1988' };

describe('the profile information form without script', () => {
  it('shows the user’s details in a form that posts to the page itself, the e-mail read-only, with its island', async () => {
    const user = createTestUser(server.db);
    server.db.prepare("UPDATE users SET phone = '380671234567', birthday = '1991-03-14' WHERE id = ?").run(user.id);
    const { html } = await getPage(server, '/profile', { cookies: user.cookies });
    expect(html).toContain('<form class="form" method="post" action="/profile" data-widget="profile-information">');
    expect(fieldTag(html, 'phone')).toContain('value="+38 067 123 45 67"');
    expect(fieldTag(html, 'birthday_day')).toContain('value="14"');
    expect(fieldTag(html, 'birthday_month')).toContain('value="3"');
    expect(fieldTag(html, 'birthday_year')).toContain('value="1991"');
    expect(fieldTag(html, 'email')).toMatch(/readonly/i);
  });

  it('saves the details, then the page says so and shows them', async () => {
    const user = createTestUser(server.db);
    const answer = await postForm(server, '/profile', { ...details, email: 'someone.else@example.com' }, { cookies: user.cookies });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile?saved=1');
    expect(detailsOf(user.id)).toMatchObject({ first_name: 'Олена', last_name: 'Шевчук', phone: '380677654321', birthday: '1988-12-05' });
    expect(detailsOf(user.id).email).not.toBe('someone.else@example.com');
    const page = (await getPage(server, '/profile?saved=1', { cookies: user.cookies })).html;
    expect(page).toContain('Дані збережено');
    expect(fieldTag(page, 'first_name')).toContain('value="Олена"');
  });

  it('takes three blank birthday fields as no birthday', async () => {
    const user = createTestUser(server.db);
    const answer = await postForm(server, '/profile', { ...details, birthday_day: '', birthday_month: ' ', birthday_year: '' }, { cookies: user.cookies });
    expect(answer.status).toBe(303);
    expect(detailsOf(user.id).birthday).toBeNull();
  });

  it('shows the form again with each field’s message and what was typed, saving nothing', async () => {
    const user = createTestUser(server.db);
    const before = detailsOf(user.id);
    const answer = await postForm(server, '/profile', { ...details, first_name: '', phone: '+38 067 7', birthday_day: '31', birthday_month: '2', birthday_year: '1990' }, { cookies: user.cookies });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Вкажіть ім’я');
    expect(answer.html).toContain('Вкажіть правильний номер телефону');
    expect(answer.html).toContain('Вкажіть справжню дату народження: день, місяць і рік у минулому');
    expect(fieldTag(answer.html, 'last_name')).toContain('value="Шевчук"');
    expect(fieldTag(answer.html, 'birthday_day')).toContain('value="31"');
    expect(detailsOf(user.id)).toEqual(before);
  });

  it('refuses a birthday in Russian too, on the Russian page', async () => {
    const user = createTestUser(server.db);
    server.db.prepare("UPDATE users SET lang = 'ru' WHERE id = ?").run(user.id);
    const answer = await postForm(server, '/profile', { ...details, birthday_year: '2999' }, { cookies: user.cookies });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Укажите настоящую дату рождения: день, месяц и год в прошлом');
  });

  it('sends a guest to log in', async () => {
    const answer = await postForm(server, '/profile', details);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?next=%2Fprofile');
  });

  it('refuses a post from another site, even with the user’s cookie', async () => {
    const user = createTestUser(server.db);
    const before = detailsOf(user.id);
    const response = await fetch(`${server.url}/profile`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie: cookieHeader(user.cookies) },
      body: new URLSearchParams(details).toString(),
    });
    expect(response.status).toBe(403);
    expect(detailsOf(user.id)).toEqual(before);
  });
});

describe('the settings form', () => {
  it('names the shop’s language cookie for its island', async () => {
    const user = createTestUser(server.db);
    const { html } = await getPage(server, '/profile/settings', { cookies: user.cookies });
    expect(html).toContain('data-widget="profile-settings" data-lang-cookie="lang"');
  });
});
