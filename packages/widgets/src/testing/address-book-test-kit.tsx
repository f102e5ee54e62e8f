import { createMemoryCookieDocument, type SavedAddress, type Vitrina } from '@vitrina/core';
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AddressBook } from '../islands/address-book/address-book';
import { VitrinaProvider } from '../vitrina-context';
import { apiError, loadedVitrina } from './sign-in-test-kit';
import { API } from './test-vitrina';

export const kyivAddress: SavedAddress = { id: 7, city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' };
export const lvivAddress: SavedAddress = { id: 8, city: 'Львів', street: 'вул. Городоцька', building: '3/1' };

const CITIES = [
  { id: 56, title: 'Київ', region: 'Київська' },
  { id: 12, title: 'Львів', region: 'Львівська' },
];

export interface SeenCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * The profile API's address calls over a list kept here (`addresses`), and the shop's city search.
 * `refuse` answers the next save with that field's 422; `hold` keeps a save's answer back.
 */
export function addressApi(initial: readonly SavedAddress[] = [kyivAddress]) {
  const addresses: SavedAddress[] = [...initial];
  const seen: SeenCall[] = [];
  let nextId = 100;
  const options: { refuse?: Record<string, string>; hold?: () => Promise<void> } = {};
  const record = async (request: Request) => {
    const text = request.method === 'POST' || request.method === 'PUT' ? await request.clone().text() : '';
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
  };
  const refusal = () => {
    const fields = options.refuse;
    options.refuse = undefined;
    return fields && apiError(422, Object.values(fields)[0]!, fields);
  };
  const handlers = [
    http.get(`${API.shop}cities`, async ({ request }) => {
      await record(request);
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return HttpResponse.json({ success: true, data: CITIES.filter((city) => city.title.toLowerCase().startsWith(search)) });
    }),
    http.get(`${API.profile}me/addresses`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: addresses });
    }),
    http.post(`${API.profile}me/address`, async ({ request }) => {
      await record(request);
      await options.hold?.();
      const refused = refusal();
      if (refused) return refused;
      const saved = { id: nextId++, ...((await request.json()) as Omit<SavedAddress, 'id'>) };
      addresses.unshift(saved);
      return HttpResponse.json({ success: true, data: saved });
    }),
    http.put(`${API.profile}me/address/:id`, async ({ request, params }) => {
      await record(request);
      const index = addresses.findIndex((address) => address.id === Number(params.id));
      if (index < 0) return apiError(404, 'errors.nothing_found');
      const refused = refusal();
      if (refused) return refused;
      const saved = { id: Number(params.id), ...((await request.json()) as Omit<SavedAddress, 'id'>) };
      addresses[index] = saved;
      return HttpResponse.json({ success: true, data: saved });
    }),
    http.delete(`${API.profile}me/address/:id`, async ({ request, params }) => {
      await record(request);
      await options.hold?.();
      const index = addresses.findIndex((address) => address.id === Number(params.id));
      if (index < 0) return apiError(404, 'errors.nothing_found');
      addresses.splice(index, 1);
      return HttpResponse.json({ success: true });
    }),
  ];
  return { addresses, seen, options, handlers, saves: () => seen.filter((call) => call.method !== 'GET') };
}

/** A loaded SDK with a token cookie, as on the signed-in user's delivery page. */
export const signedInVitrina = (config: Parameters<typeof loadedVitrina>[0] = {}): Promise<Vitrina> =>
  loadedVitrina({ cookieDocument: createMemoryCookieDocument({ token: 'portal-token' }), ...config });

export function renderBook(vitrina: Vitrina, addresses: readonly SavedAddress[] = [kyivAddress]): RenderResult {
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <AddressBook addresses={[...addresses]} />
    </VitrinaProvider>,
  );
}
