import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@vitrina/core';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TOTAL_BYTES = 32 * 1024 * 1024;

/** A request body of TOTAL_BYTES in 16 KB chunks, made only as the reader asks for them. */
function largeStream(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= TOTAL_BYTES) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

/** Posts the stream without a Content-Length (Transfer-Encoding: chunked); how much was read when the answer came. */
async function postChunked(path: string, headers: Record<string, string>) {
  const { body, pulled } = largeStream();
  const upload = new AbortController();
  const init = { method: 'POST', headers, body, duplex: 'half', signal: upload.signal, redirect: 'manual' } as RequestInit;
  const response = await fetch(`${server.url}${path}`, init);
  const readWhenAnswered = pulled();
  const text = await response.text();
  upload.abort();
  return { status: response.status, text, readWhenAnswered };
}

describe('a chunked request body over 64 KB', () => {
  it('is refused with 413 by the API before the rest of it is read', async () => {
    const answer = await postChunked('/api/profile/recovery', { 'content-type': 'application/json' });
    expect(answer.status).toBe(413);
    expect(apiErrorBodySchema.parse(JSON.parse(answer.text)).error.code).toBe('validation.too_long');
    expect(answer.readWhenAnswered).toBeLessThan(TOTAL_BYTES);
  });

  it('is refused with 413 by a page form before the rest of it is read', async () => {
    const answer = await postChunked('/login', { 'content-type': 'application/x-www-form-urlencoded', origin: server.url });
    expect(answer.status).toBe(413);
    expect(answer.readWhenAnswered).toBeLessThan(TOTAL_BYTES);
  });
});
