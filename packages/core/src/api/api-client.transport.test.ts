import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../errors';
import { client, seen, serve, useApiServer } from './test-api-client-kit';

// The HTTP client (ky) is a module the API client imports on its first call; here its download fails once.
const download = vi.hoisted(() => ({ failuresLeft: 0 }));
vi.mock('./ky-instances', async (importOriginal) => {
  if (download.failuresLeft > 0) {
    download.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

useApiServer();

describe('createApiClient: the HTTP client loaded on the first call', () => {
  it('fails a call whose HTTP client could not be downloaded as a NetworkError, sending nothing, and loads it again for the next call', async () => {
    serve(() => HttpResponse.json({ id: 1, title: 'Phone' }));
    download.failuresLeft = 1;
    const { api, onError } = client();

    const error = await api.call('getProduct', { id: 1 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).endpoint).toBe('getProduct');
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(seen).toHaveLength(0);

    await expect(api.call('getProduct', { id: 1 })).resolves.toEqual({ id: 1, title: 'Phone' });
    expect(seen).toHaveLength(1);
  });
});
