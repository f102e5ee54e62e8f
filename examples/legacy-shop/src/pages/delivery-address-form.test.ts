import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../http/body-limit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { cookieHeader, createTestUser, getPage, postForm } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const addressesOf = (userId: number) =>
  server.db.prepare('SELECT city, street, building, apartments FROM addresses WHERE user_id = ?').all(userId) as {
    city: string;
    street: string;
    building: string;
    apartments: string | null;
  }[];
const fieldTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the delivery address form without script', () => {
  it('posts to the profile page itself, inside the address-book island', async () => {
    const user = createTestUser(server.db);
    const { html } = await getPage(server, '/profile/delivery', { cookies: user.cookies });
    expect(html).toContain('data-widget="address-book" data-addresses="[]"');
    expect(html).toContain('<form class="form" method="post" action="/profile/delivery">');
  });

  it('saves the address, then the page says so and lists it', async () => {
    const user = createTestUser(server.db);
    const answer = await postForm(server, '/profile/delivery', { city: 'київ', street: 'Хрещатик', building: '12А', apartments: '' }, { cookies: user.cookies });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile/delivery?done=added');
    expect(addressesOf(user.id)).toEqual([{ city: 'Київ', street: 'Хрещатик', building: '12А', apartments: null }]);
    const page = (await getPage(server, '/profile/delivery?done=added', { cookies: user.cookies })).html;
    expect(page).toContain('Адресу додано');
    expect(page).toContain('Київ, Хрещатик, 12А');
  });

  it('shows the form again with each field’s message and what was typed', async () => {
    const user = createTestUser(server.db);
    const answer = await postForm(server, '/profile/delivery', { city: 'Атлантида', street: 'Морська', building: '0', apartments: '5' }, { cookies: user.cookies });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Місто не знайдено');
    expect(answer.html).toContain('Вкажіть правильний номер будинку');
    expect(fieldTag(answer.html, 'city')).toContain('value="Атлантида"');
    expect(fieldTag(answer.html, 'street')).toContain('value="Морська"');
    expect(fieldTag(answer.html, 'apartments')).toContain('value="5"');
    expect(answer.html).toContain('data-widget="address-book"');
    expect(addressesOf(user.id)).toEqual([]);
  });

  it('sends a guest to log in, back to the delivery page after', async () => {
    const answer = await postForm(server, '/profile/delivery', { city: 'Київ', street: 'Хрещатик', building: '1' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?next=%2Fprofile%2Fdelivery');
  });

  it('refuses a post from another site, even with the user’s cookie', async () => {
    const user = createTestUser(server.db);
    const response = await fetch(`${server.url}/profile/delivery`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie: cookieHeader(user.cookies) },
      body: new URLSearchParams({ city: 'Київ', street: 'Хрещатик', building: '1' }).toString(),
    });
    expect(response.status).toBe(403);
    expect(addressesOf(user.id)).toEqual([]);
  });

  it('refuses a body over the size limit before reading it', async () => {
    const user = createTestUser(server.db);
    const answer = await postForm(server, '/profile/delivery', { city: 'Київ', street: 'x'.repeat(MAX_BODY_BYTES), building: '1' }, { cookies: user.cookies });
    expect(answer.status).toBe(413);
    expect(addressesOf(user.id)).toEqual([]);
  });
});
