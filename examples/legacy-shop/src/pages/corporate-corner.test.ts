import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { getPage, postForm, createTestUser, type TestUser } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const request = {
  company_name: 'ТОВ «Зорепад»',
  company_code: '12345678',
  contact_name: 'Ігор Коваль',
  phone: '+38 050 765 43 21',
  email: 'igor@zorepad.example',
  comment: '',
};
const requestsOf = (user: TestUser) =>
  (server.db.prepare('SELECT payload FROM smb_requests WHERE user_id = ? ORDER BY id').all(user.id) as { payload: string }[]).map(
    (row) => JSON.parse(row.payload) as Record<string, string>,
  );
const fieldTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const requestKey = (html: string) => /name="request_key" value="([\w-]+)"/.exec(html)?.[1] ?? '';
const setSettings = (value: object) =>
  server.db.prepare("INSERT OR REPLACE INTO content (key, lang, value) VALUES ('smb.settings', 'uk', ?)").run(JSON.stringify(value));

describe('the corporate corner of the purchases page', () => {
  it('is not there for a customer who is not corporate', async () => {
    const user = createTestUser(server.db);
    const { html } = await getPage(server, '/profile/purchases', { cookies: user.cookies });
    expect(html).not.toContain('data-widget="smb-request"');
    expect(html).not.toContain('Корпоративний куточок');
  });

  it('shows a corporate user the manager’s contacts as links, the form with its island, and their own requests', async () => {
    setSettings({ is_enabled: true, manager_phone: '+38 044 390 00 35', manager_email: 'b2b@vitrina.example' });
    const user = createTestUser(server.db, { role: 'super_corporate' });
    const { html } = await getPage(server, '/profile/purchases', { cookies: user.cookies });
    expect(html).toContain('data-widget="smb-request"');
    expect(html).toContain('href="tel:+380443900035"');
    expect(html).toContain('href="mailto:b2b@vitrina.example"');
    expect(html).toContain('action="/profile/purchases/smb-request"');
    expect(fieldTag(html, 'email')).toContain(`value="${user.email}"`);
    expect(html).toContain('Ви ще не надсилали заявок.');
  });

  it('without the form where the settings disable it, the contacts still there', async () => {
    setSettings({ is_enabled: false, manager_phone: '0 800 30 00 33', manager_email: null });
    const user = createTestUser(server.db, { role: 'corporate' });
    const { html } = await getPage(server, '/profile/purchases', { cookies: user.cookies });
    expect(html).toContain('Заявки для бізнесу зараз не приймаються');
    expect(html).toContain('href="tel:0800300033"');
    expect(html).not.toContain('action="/profile/purchases/smb-request"');
    setSettings({ is_enabled: true, manager_phone: '+38 044 390 00 35', manager_email: 'b2b@vitrina.example' });
  });
});

describe('the business request form without script', () => {
  it('stores the request once per form, even posted twice, and the page says so and lists it', async () => {
    const user = createTestUser(server.db, { role: 'corporate' });
    const key = requestKey((await getPage(server, '/profile/purchases', { cookies: user.cookies })).html);
    expect(key).not.toBe('');
    const first = await postForm(server, '/profile/purchases/smb-request', { ...request, request_key: key }, { cookies: user.cookies });
    const again = await postForm(server, '/profile/purchases/smb-request', { ...request, request_key: key }, { cookies: user.cookies });
    for (const answer of [first, again]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/profile/purchases?smb=sent#corporate-corner');
    }
    expect(requestsOf(user)).toEqual([{ company_name: 'ТОВ «Зорепад»', company_code: '12345678', contact_name: 'Ігор Коваль', phone: '+38 050 765 43 21', email: 'igor@zorepad.example' }]);
    const { html } = await getPage(server, '/profile/purchases?smb=sent', { cookies: user.cookies });
    expect(html).toContain('Заявку надіслано');
    expect(html).toContain('ТОВ «Зорепад» · 12345678');
  });

  it('shows the whole purchases page again, the form with each field’s message and what was typed, storing nothing', async () => {
    const user = createTestUser(server.db, { role: 'corporate' });
    const answer = await postForm(server, '/profile/purchases/smb-request', { ...request, company_code: '1234', email: 'nope', request_key: 'smb-form-refused-1' }, { cookies: user.cookies });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Код ЄДРПОУ має складатися з 8 цифр');
    expect(fieldTag(answer.html, 'company_code')).toContain('value="1234"');
    expect(fieldTag(answer.html, 'company_name')).toContain('value="ТОВ «Зорепад»"');
    expect(fieldTag(answer.html, 'email')).toContain('value="nope"');
    // The user's orders stay on the page, as on the purchases page itself.
    expect(answer.html).toContain('data-widget="purchase-list"');
    expect(requestsOf(user)).toEqual([]);
  });

  it('refuses a customer who is not corporate, storing nothing', async () => {
    const user = createTestUser(server.db);
    const answer = await postForm(server, '/profile/purchases/smb-request', { ...request, request_key: 'smb-form-customer-1' }, { cookies: user.cookies });
    expect(answer.status).toBe(422);
    expect(requestsOf(user)).toEqual([]);
  });

  it('sends a guest to log in', async () => {
    const answer = await postForm(server, '/profile/purchases/smb-request', request);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(/^\/login\?next=/);
  });
});
