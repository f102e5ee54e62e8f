import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaError } from '../errors';
import { fakeStore } from './test-fake-store';
import { loadTranslations, whenTranslationsReady, type FetchTranslations } from './translations-loader';

const UK_KEY = 'translations_v2_uk';
const RU_KEY = 'translations_v2_ru';
const serverUk = { general: { close: 'Закрити (сервер)' } };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadTranslations', () => {
  it('resolves at once with a valid cached dictionary, without fetching', async () => {
    const { store } = fakeStore({ [UK_KEY]: serverUk });
    const fetchTranslations = vi.fn<FetchTranslations>();
    await expect(loadTranslations({ lang: 'uk', store, fetchTranslations })).resolves.toEqual(serverUk);
    expect(fetchTranslations).not.toHaveBeenCalled();
  });

  it('fetches, stores under the v2 key of the language and resolves', async () => {
    const { store, data } = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>(async () => ({ a: { b: 'Б' } }));
    await expect(loadTranslations({ lang: 'ru', store, fetchTranslations })).resolves.toEqual({ a: { b: 'Б' } });
    expect(fetchTranslations).toHaveBeenCalledTimes(1);
    expect(fetchTranslations.mock.calls[0]?.[0]).toBe('ru');
    expect(data.get(RU_KEY)).toEqual({ a: { b: 'Б' } });
    expect(data.has(UK_KEY)).toBe(false);
  });

  it('retries a failed fetch every second until it succeeds', async () => {
    const { store, data } = fakeStore();
    const onError = vi.fn();
    const fetchTranslations = vi
      .fn<FetchTranslations>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue(serverUk);
    const settled = vi.fn();
    void loadTranslations({ lang: 'uk', store, fetchTranslations, onError }).then(settled);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchTranslations).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchTranslations).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchTranslations).toHaveBeenCalledTimes(2);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchTranslations).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith(serverUk);
    expect(data.get(UK_KEY)).toEqual(serverUk);
    expect(onError).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchTranslations).toHaveBeenCalledTimes(3);
  });

  it('keeps an invalid answer out of storage, reports it and retries', async () => {
    const { store, data } = fakeStore();
    const onError = vi.fn();
    const fetchTranslations = vi
      .fn<FetchTranslations>()
      .mockResolvedValueOnce({ general: { close: 42 } })
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce('<html>502 Bad Gateway</html>')
      .mockResolvedValue(serverUk);
    const loaded = loadTranslations({ lang: 'uk', store, fetchTranslations, onError });

    await vi.advanceTimersByTimeAsync(0);
    expect(data.has(UK_KEY)).toBe(false);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(SchemaError);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(loaded).resolves.toEqual(serverUk);
    expect(fetchTranslations).toHaveBeenCalledTimes(4);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('ignores and replaces a corrupt cached value', async () => {
    const { store, data } = fakeStore({ [UK_KEY]: { general: ['not', 'a', 'dictionary'] } });
    const fetchTranslations = vi.fn<FetchTranslations>(async () => serverUk);
    await expect(loadTranslations({ lang: 'uk', store, fetchTranslations })).resolves.toEqual(serverUk);
    expect(data.get(UK_KEY)).toEqual(serverUk);
  });

  it('picks up a dictionary stored meanwhile by someone else', async () => {
    const { store, data } = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>(async () => {
      throw new Error('offline');
    });
    const loaded = loadTranslations({ lang: 'uk', store, fetchTranslations });
    await vi.advanceTimersByTimeAsync(0);
    data.set(UK_KEY, serverUk);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toEqual(serverUk);
    expect(fetchTranslations).toHaveBeenCalledTimes(1);
  });

  it('polls at the given interval', async () => {
    const { store } = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(serverUk);
    const settled = vi.fn();
    void loadTranslations({ lang: 'uk', store, fetchTranslations, intervalMs: 250 }).then(settled);
    await vi.advanceTimersByTimeAsync(249);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(serverUk);
  });

  it('stops when the signal aborts, rejecting with its reason', async () => {
    const { store } = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>(async () => {
      throw new Error('offline');
    });
    const controller = new AbortController();
    const loaded = loadTranslations({ lang: 'uk', store, fetchTranslations, signal: controller.signal });
    const outcome = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetchTranslations).toHaveBeenCalledTimes(3);
    controller.abort(new Error('destroyed'));
    await expect(outcome).resolves.toEqual(new Error('destroyed'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchTranslations).toHaveBeenCalledTimes(3);
  });

  it('hands the signal to the fetch and does not store an answer that arrives after aborting', async () => {
    const { store, data } = fakeStore();
    let answer: (value: unknown) => void = () => undefined;
    const fetchTranslations = vi.fn<FetchTranslations>(() => new Promise((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const outcome = loadTranslations({ lang: 'uk', store, fetchTranslations, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchTranslations.mock.calls[0]?.[1]).toBe(controller.signal);
    controller.abort();
    answer(serverUk);
    expect(await outcome).toBeInstanceOf(DOMException);
    expect(data.has(UK_KEY)).toBe(false);
  });

  it('does not start when the signal is already aborted', async () => {
    const { store } = fakeStore({ [UK_KEY]: serverUk });
    const fetchTranslations = vi.fn<FetchTranslations>();
    await expect(
      loadTranslations({ lang: 'uk', store, fetchTranslations, signal: AbortSignal.abort(new Error('gone')) }),
    ).rejects.toThrow('gone');
  });
});

describe('whenTranslationsReady', () => {
  it('shares one polling loop between everyone waiting for the same store and language', async () => {
    const { store } = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(serverUk);
    const first = whenTranslationsReady({ lang: 'uk', store, fetchTranslations });
    const second = whenTranslationsReady({ lang: 'uk', store, fetchTranslations });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(Promise.all([first, second])).resolves.toEqual([serverUk, serverUk]);
    expect(fetchTranslations).toHaveBeenCalledTimes(2);
  });

  it('does not share between stores or languages', async () => {
    const a = fakeStore();
    const b = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>(async (lang) => ({ lang }));
    await Promise.all([
      whenTranslationsReady({ lang: 'uk', store: a.store, fetchTranslations }),
      whenTranslationsReady({ lang: 'uk', store: b.store, fetchTranslations }),
      whenTranslationsReady({ lang: 'ru', store: a.store, fetchTranslations }),
    ]);
    expect(fetchTranslations).toHaveBeenCalledTimes(3);
    expect(a.data.get(RU_KEY)).toEqual({ lang: 'ru' });
  });

  it('lets one waiter leave while the others keep waiting, and stops the loop when all have left', async () => {
    const { store } = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>(async () => {
      throw new Error('offline');
    });
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = whenTranslationsReady({ lang: 'uk', store, fetchTranslations, signal: leaving.signal }).catch(
      (error: unknown) => error,
    );
    const stayed = whenTranslationsReady({ lang: 'uk', store, fetchTranslations, signal: staying.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1000);
    leaving.abort(new Error('unmounted'));
    await expect(left).resolves.toEqual(new Error('unmounted'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchTranslations).toHaveBeenCalledTimes(3);

    staying.abort(new Error('unmounted too'));
    await expect(stayed).resolves.toEqual(new Error('unmounted too'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchTranslations).toHaveBeenCalledTimes(3);

    fetchTranslations.mockResolvedValue(serverUk);
    await expect(whenTranslationsReady({ lang: 'uk', store, fetchTranslations })).resolves.toEqual(serverUk);
  });

  it('rejects at once for an already aborted signal', async () => {
    const { store } = fakeStore();
    const fetchTranslations = vi.fn<FetchTranslations>();
    await expect(
      whenTranslationsReady({ lang: 'uk', store, fetchTranslations, signal: AbortSignal.abort(new Error('gone')) }),
    ).rejects.toThrow('gone');
    expect(fetchTranslations).not.toHaveBeenCalled();
  });
});
