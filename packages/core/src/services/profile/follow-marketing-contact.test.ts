import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVitrina, type Vitrina } from '../../create-vitrina';
import type { VitrinaError } from '../../errors';
import { createMemoryCookieDocument } from '../../storage/cookie-jar';
import { createMemoryStore } from '../../storage/memory-store';
import { PROFILE_API, SHOP_API, testProfileApi, testUser } from '../auth/test-profile-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of open.splice(0)) vitrina.destroy();
});

/** One SDK with all its services over the test profile API; the marketing calls are recorded. */
function shop(options: { contactFails?: boolean } = {}) {
  const api = testProfileApi();
  api.addAccount('secret12', testUser({ uuid: 'uuid-oksana', email: 'oksana@example.ua', first_name: 'Оксана', last_name: 'Коваленко', phone: '380671234567' }));
  const contacts: unknown[] = [];
  server.use(
    ...api.handlers,
    http.post(`${SHOP_API}marketing/contact`, async ({ request }) => {
      contacts.push(await request.json());
      return options.contactFails ? HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 502 }) : HttpResponse.json('accepted');
    }),
    http.all(`${SHOP_API}*`, () => HttpResponse.json({ success: true, data: null })),
    http.get(`${PROFILE_API}me/:list`, () => HttpResponse.json({ success: true, data: [] })),
  );
  const reported: VitrinaError[] = [];
  const vitrina = createVitrina({
    api: { profile: PROFILE_API, shop: SHOP_API },
    storage: createMemoryStore(),
    cookieDocument: createMemoryCookieDocument(),
    retryLimit: 0,
    onError: (error) => reported.push(error),
    analytics: () => {},
  });
  open.push(vitrina);
  return { vitrina, contacts, reported };
}

const signUp = { name: 'Ірина', email: 'iryna@example.ua', phone: '+38 050 111 22 33', password: 'secret12', privacyConsent: true };
const details = { firstName: 'Олена', lastName: 'Коваленко', phone: '+38 067 123 45 67', birthday: null };

describe('the marketing contact', () => {
  it('is sent after a sign-up, with the new account’s e-mail and phone', async () => {
    const { vitrina, contacts } = shop();
    await vitrina.services.auth.signUp(signUp);
    await expect.poll(() => contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      firstName: 'Ірина',
      externalCustomerId: 'uuid-iryna@example.ua',
      channels: expect.arrayContaining([{ type: 'email', value: 'iryna@example.ua' }]),
    });
  });

  it('is not sent after a login, nor after a change that leaves names, e-mail and phone as they were', async () => {
    const { vitrina, contacts } = shop();
    await vitrina.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await vitrina.services.auth.updateProfile({ ...details, firstName: 'Оксана', birthday: { day: 1, month: 2, year: 1990 } });
    await vitrina.services.auth.changeHandedness('left');
    // The sign-up below is the marker: its contact comes after anything the calls above would have sent.
    await vitrina.services.auth.logout();
    await vitrina.services.auth.signUp(signUp);
    await expect.poll(() => contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ firstName: 'Ірина' });
  });

  it('is sent after a change of name or phone, with the new details', async () => {
    const { vitrina, contacts } = shop();
    await vitrina.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await vitrina.services.auth.updateProfile(details);
    await expect.poll(() => contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ firstName: 'Олена', lastName: 'Коваленко', externalCustomerId: 'uuid-oksana' });
  });

  it('that fails is only reported: the change stands and nothing is thrown', async () => {
    const { vitrina, contacts, reported } = shop({ contactFails: true });
    await vitrina.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await expect(vitrina.services.auth.updateProfile(details)).resolves.toMatchObject({ first_name: 'Олена' });
    await expect.poll(() => contacts).toHaveLength(1);
    await expect.poll(() => reported.map((error) => error.kind)).toContain('http');
    expect(vitrina.services.auth.firstName.value).toBe('Олена');
  });
});
