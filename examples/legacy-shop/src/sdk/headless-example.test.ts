import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@vitrina/core';
import { runHeadlessExample } from '../../../headless-node/src/run-headless-example';
import { demoAccounts } from '../seed/demo-accounts';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the headless Node example', () => {
  it('shops on the reference server and tells what it did', async () => {
    const transcript: string[] = [];
    const result = await runHeadlessExample({ shopUrl: server.url, log: (line) => transcript.push(line) });

    const [first, second] = result.addedIds.map(
      (id) => (server.db.prepare('SELECT title_uk FROM products WHERE id = ?').get(id) as { title_uk: string }).title_uk,
    );
    expect(transcript).toEqual(
      expect.arrayContaining([
        `Vitrina headless example — ${server.url}`,
        'No saved session: shopping as a guest',
        expect.stringMatching(/^Category 1, page 1: 24 of \d+ products$/),
        `Added to the cart: ${first}`,
        `Added to the cart: ${second}`,
        `Already in the cart: ${first} (go to /cart)`,
        `Promo code VITRINA10: −${formatPrice(result.promoDiscount, 'uk')}`,
        `Total (uk): ${formatPrice(result.total, 'uk')}`,
        `Total (ru): ${formatPrice(result.total, 'ru')}`,
        expect.stringMatching(new RegExp(`^Logged in as ${demoAccounts.customer.firstName} \\(${demoAccounts.customer.email}\\): the account's cart holds \\d+ items$`)),
        'Logged out; the cart here now holds 0 items',
      ]),
    );
    expect(result.promoDiscount).toBeGreaterThan(0);
    expect(result.total).toBeGreaterThan(0);
    expect(transcript.filter((line) => line.includes('[reported]'))).toEqual([]);
    expect(transcript.indexOf(`Added to the cart: ${first}`)).toBeLessThan(transcript.indexOf(`Already in the cart: ${first} (go to /cart)`));
  });
});
