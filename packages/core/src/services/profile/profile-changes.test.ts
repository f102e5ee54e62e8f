import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AuthError, HttpError, ValidationError } from '../../errors';
import { storedAccountSchema } from '../../schemas/stored-account';
import { userSchema } from '../../schemas/user';
import { testAuthKit } from '../auth/test-auth-kit';
import { PROFILE_API } from '../auth/test-profile-api';
import { serve, server, useProfileServer } from '../auth/test-auth-server';

useProfileServer();

const details = { firstName: ' Олена ', lastName: 'Шевчук', phone: '067 765 43 21', birthday: { day: '5', month: '12', year: '1988' } };

async function loggedIn() {
  const api = serve();
  const kit = testAuthKit();
  await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
  return { api, kit };
}

describe('the profile’s own details', () => {
  it('are checked, sent as the API spells them, and shown at once: user, first name, cookie, stored account', async () => {
    const { api, kit } = await loggedIn();
    const user = await kit.auth.updateProfile(details);
    expect(api.requestsTo('profile/me').filter((request) => request.method === 'PUT')).toMatchObject([
      { body: { first_name: 'Олена', last_name: 'Шевчук', phone: '380677654321', birthday: { day: 5, month: 12, year: 1988 } } },
    ]);
    expect(user).toMatchObject({ first_name: 'Олена', phone: '380677654321' });
    expect(kit.auth.firstName.value).toBe('Олена');
    expect(kit.cookies.readUser(userSchema)?.first_name).toBe('Олена');
    expect(kit.storage.read('accountsList', z.array(storedAccountSchema))).toMatchObject([{ email: 'oksana@example.ua', user_name: 'Олена Шевчук' }]);
    const changed = kit.emitted.filter((event) => event.name === 'auth:profile-changed');
    expect(changed).toMatchObject([{ payload: { contactChanged: true, user: { first_name: 'Олена' } } }]);
  });

  it('send nothing when a rule is broken, and name the fields', async () => {
    const { api, kit } = await loggedIn();
    const error = await kit.auth.updateProfile({ firstName: '', phone: '123', birthday: { day: '31', month: '2', year: '1990' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      firstName: 'validation.name_required',
      phone: 'validation.phone_invalid',
      birthday: 'profile.information.birthday_invalid',
    });
    expect(api.requestsTo('profile/me').filter((request) => request.method === 'PUT')).toEqual([]);
    expect(kit.auth.firstName.value).toBe('Оксана');
  });

  it('bring the server’s refusal back on the form’s fields, changing nothing', async () => {
    const { kit } = await loggedIn();
    server.use(
      http.put(`${PROFILE_API}me`, () =>
        HttpResponse.json(
          { error: { code: 'validation.too_long', message: 'no', fields: { first_name: 'validation.too_long', phone: 'validation.phone_invalid' } } },
          { status: 422 },
        ),
      ),
    );
    const error = await kit.auth.updateProfile(details).catch((caught: unknown) => caught);
    expect((error as ValidationError).fields).toEqual({ firstName: 'validation.too_long', phone: 'validation.phone_invalid' });
    expect(kit.auth.user.value?.first_name).toBe('Оксана');
    expect(kit.eventNames()).not.toContain('auth:profile-changed');
  });

  it('are for a signed-in user only', async () => {
    serve();
    const kit = testAuthKit();
    await expect(kit.auth.updateProfile(details)).rejects.toBeInstanceOf(AuthError);
    await expect(kit.auth.changeHandedness('left')).rejects.toBeInstanceOf(AuthError);
  });
});

describe('the handedness', () => {
  it('is saved, then shown in the user and the cookie', async () => {
    const { api, kit } = await loggedIn();
    await kit.auth.changeHandedness('left');
    expect(api.requestsTo('profile/me/settings')).toMatchObject([{ method: 'PUT', body: { handedness: 'left' } }]);
    expect(kit.auth.user.value?.handedness).toBe('left');
    expect(kit.cookies.readUser(userSchema)?.handedness).toBe('left');
    expect(kit.eventNames()).toContain('auth:profile-changed');
  });

  it('stays as it was when saving fails', async () => {
    const { kit } = await loggedIn();
    server.use(http.put(`${PROFILE_API}me/settings`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 })));
    await expect(kit.auth.changeHandedness('left')).rejects.toBeInstanceOf(HttpError);
    expect(kit.auth.user.value?.handedness).not.toBe('left');
    expect(kit.eventNames()).not.toContain('auth:profile-changed');
  });
});

describe('another tab’s change', () => {
  it('is read with the login check and shown here, without announcing it again', async () => {
    const { api, kit } = await loggedIn();
    api.addAccount('secret12', { ...kit.auth.user.value!, first_name: 'Олена' });
    kit.context.events.emit('remote:changed', { topic: 'profile' });
    await expect.poll(() => kit.auth.firstName.value).toBe('Олена');
    expect(kit.cookies.readUser(userSchema)?.first_name).toBe('Олена');
    expect(kit.eventNames().filter((name) => name === 'auth:profile-changed')).toEqual([]);
  });
});
