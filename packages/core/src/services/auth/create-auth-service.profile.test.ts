import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import { userSchema } from '../../schemas/user';
import { testAuthKit } from './test-auth-kit';
import { PROFILE_API, SHOP_API } from './test-profile-api';
import { serve, server, useProfileServer } from './test-auth-server';

useProfileServer();

describe('language', () => {
  it('switches texts and state, and saves the choice of a logged-in user', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await kit.auth.changeLanguage('ru');
    expect(kit.state.lang.value).toBe('ru');
    expect(kit.context.i18n.lang).toBe('ru');
    expect(api.requestsTo('profile/me/lang')).toMatchObject([{ method: 'PUT', body: { lang: 'ru' } }]);
    expect(kit.cookies.readUser(userSchema)?.lang.code).toBe('ru');
  });

  it('only switches locally for a guest, and refuses an unknown language', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.changeLanguage('ru');
    expect(kit.state.lang.value).toBe('ru');
    expect(api.seen).toEqual([]);
    await expect(kit.auth.changeLanguage('en' as 'uk')).rejects.toBeInstanceOf(ValidationError);
  });

  it('keeps the new language when saving it fails (reported)', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    server.use(http.put(`${PROFILE_API}me/lang`, () => HttpResponse.error()));
    await kit.auth.changeLanguage('ru');
    expect(kit.state.lang.value).toBe('ru');
    expect(kit.reported.map((error) => error.kind)).toEqual(['network']);
  });
});

describe('delivery address', () => {
  it('checks the address against the server’s cities and saves it', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const saved = await kit.auth.saveAddress({ city: ' київ ', street: 'Хрещатик', building: '12А', apartment: '7' });
    expect(api.requestsTo('shop/cities')).toHaveLength(1);
    expect(api.requestsTo('profile/me/address')[0]?.body).toEqual({ city: 'Київ', street: 'Хрещатик', building: '12А', apartments: '7' });
    expect(saved).toEqual({ id: 17, city: 'Київ', street: 'Хрещатик', building: '12А', apartments: '7' });
  });

  it('sends nothing for a form with mistakes', async () => {
    const api = serve();
    const kit = testAuthKit();
    const error = await kit.auth.saveAddress({ city: 'Київ', street: '', building: '0' }).catch((caught: unknown) => caught);
    expect((error as ValidationError).fields).toEqual({ street: 'validation.required', building: 'validation.building_invalid' });
    expect(api.seen).toEqual([]);
  });

  it('refuses a city the shop does not know', async () => {
    const api = serve();
    const kit = testAuthKit();
    const error = await kit.auth
      .saveAddress({ city: 'Атлантида', street: 'Морська', building: '1' })
      .catch((caught: unknown) => caught);
    expect((error as ValidationError).fields).toEqual({ city: 'validation.city_not_found' });
    expect(api.requestsTo('profile/me/address')).toEqual([]);
  });

  it('shows the server’s verdict on the address rules as a form error', async () => {
    serve();
    server.use(
      http.post(`${PROFILE_API}me/address`, () =>
        HttpResponse.json(
          { error: { code: 'validation.apartment_invalid', message: 'rules', fields: { apartments: 'validation.apartment_invalid' } } },
          { status: 422 },
        ),
      ),
    );
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const error = await kit.auth.saveAddress({ city: 'Київ', street: 'Хрещатик', building: '1', apartment: '7' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ apartment: 'validation.apartment_invalid' });
  });

  it('leaves a city the search finds under another spelling to the server', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await kit.auth.saveAddress({ city: 'Льв', street: 'Городоцька', building: '3' });
    expect(api.requestsTo('profile/me/address')[0]?.body).toMatchObject({ city: 'Льв' });
  });

  it('uses the cities it is given, without asking', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await kit.auth.saveAddress({ city: 57, street: 'Городоцька', building: '3' }, { cities: [{ id: 57, names: ['Львів', 'Львов'] }] });
    expect(api.requestsTo('shop/cities')).toEqual([]);
    expect(api.requestsTo('profile/me/address')[0]?.body).toEqual({ city: 'Львів', street: 'Городоцька', building: '3' });
  });
});

describe('bonuses', () => {
  it('keeps the balance of the login check when the bonus call fails, and says so', async () => {
    serve();
    server.use(http.get(`${SHOP_API}bonuses/user/get-bonuses`, () => HttpResponse.error()));
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    expect(kit.state.bonusesCount.value).toBe(540);
    await expect(kit.auth.refreshBonuses()).resolves.toBe(false);
  });

  it('asks nothing for a guest', async () => {
    const api = serve();
    const kit = testAuthKit();
    await expect(kit.auth.refreshBonuses()).resolves.toBe(false);
    expect(api.seen).toEqual([]);
  });
});
