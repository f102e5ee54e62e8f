import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HttpError} from '../../errors';
import { ValidationError } from '../../errors';
import { testAuthKit } from '../auth/test-auth-kit';
import { PROFILE_API } from '../auth/test-profile-api';
import { serve, server, useProfileServer } from '../auth/test-auth-server';
import { createPortalServices } from './create-portal-services';

useProfileServer();

const kyiv = { id: 7, city: 'Київ', street: 'Хрещатик', building: '12А', apartments: '7' };

async function signedIn() {
  const api = serve();
  const kit = testAuthKit();
  await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
  const seen: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  };
  server.use(
    http.get(`${PROFILE_API}me/addresses`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: [kyiv] });
    }),
    http.put(`${PROFILE_API}me/address/:id`, async ({ request, params }) => {
      await record(request);
      if (params.id !== '7') return HttpResponse.json({ error: { code: 'errors.nothing_found', message: 'none' } }, { status: 404 });
      return HttpResponse.json({ success: true, data: { id: 7, ...((await request.json()) as object) } });
    }),
    http.delete(`${PROFILE_API}me/address/:id`, async ({ request, params }) => {
      await record(request);
      if (params.id !== '7') return HttpResponse.json({ error: { code: 'errors.nothing_found', message: 'none' } }, { status: 404 });
      return HttpResponse.json({ success: true });
    }),
  );
  return { api, kit, seen, addresses: createPortalServices(kit.context).addresses };
}

describe('the addresses service', () => {
  it('lists the user’s addresses', async () => {
    const { addresses } = await signedIn();
    expect(await addresses.list()).toEqual([kyiv]);
  });

  it('changes an address, the city checked with the shop’s search, the apartment renamed for the server', async () => {
    const { addresses, seen, api } = await signedIn();
    const saved = await addresses.update(7, { city: 'київ', street: 'Садова', building: '3/1', apartment: '12' });
    expect(api.requestsTo('shop/cities')).toHaveLength(1);
    expect(seen).toEqual([{ method: 'PUT', path: '/api/profile/me/address/7', body: { city: 'Київ', street: 'Садова', building: '3/1', apartments: '12' } }]);
    expect(saved).toEqual({ id: 7, city: 'Київ', street: 'Садова', building: '3/1', apartments: '12' });
  });

  it('sends no change that breaks the address rules', async () => {
    const { addresses, seen } = await signedIn();
    const error = await addresses.update(7, { city: 'Київ', street: 'Садова', building: '0', apartment: 'кв.1' }).catch((caught: unknown) => caught);
    expect((error as ValidationError).fields).toEqual({ building: 'validation.building_invalid', apartment: 'validation.apartment_invalid' });
    expect(seen).toEqual([]);
  });

  it('gives the server’s field verdict on the form’s field names', async () => {
    const { addresses } = await signedIn();
    server.use(
      http.put(`${PROFILE_API}me/address/:id`, () =>
        HttpResponse.json({ error: { code: 'validation.apartment_invalid', message: 'rules', fields: { apartments: 'validation.apartment_invalid' } } }, { status: 422 }),
      ),
    );
    const error = await addresses.update(7, { city: 'Київ', street: 'Садова', building: '3', apartment: '5' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ apartment: 'validation.apartment_invalid' });
  });

  it('gets a 404 for an address that is not the user’s, on change and on removal', async () => {
    const { addresses } = await signedIn();
    const changed = await addresses.update(8, { city: 'Київ', street: 'Садова', building: '3' }).catch((caught: unknown) => caught);
    expect((changed as HttpError).status).toBe(404);
    const removed = await addresses.remove(8).catch((caught: unknown) => caught);
    expect((removed as HttpError).status).toBe(404);
  });

  it('removes an address by its id', async () => {
    const { addresses, seen } = await signedIn();
    await addresses.remove(7);
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/profile/me/address/7', body: undefined }]);
  });
});
