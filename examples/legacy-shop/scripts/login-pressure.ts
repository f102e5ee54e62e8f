import { request } from 'node:http';

/** What the logins of a pressure run were answered: status → count. */
export type LoginOutcomes = Record<number, number>;

function login(url: URL, localAddress: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: url.hostname, port: url.port, path: '/api/profile/login', method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * Logins from as many loopback addresses (127.0.0.2 onwards) as `accounts`, one connection each,
 * each address logging into its own account with the right password, its whole allowance
 * (`perAddress`) one after another: every one of them costs the server a password hash. Runs until
 * they are all answered or `stop` is called, whichever is first.
 */
export function pressLogins(base: string, accounts: readonly { email: string; password: string }[], perAddress: number) {
  const url = new URL(base);
  const outcomes: LoginOutcomes = {};
  let stopped = false;
  const senders = accounts.map(async (account, index) => {
    const localAddress = `127.0.0.${index + 2}`;
    const body = JSON.stringify(account);
    for (let sent = 0; sent < perAddress && !stopped; sent += 1) {
      const status = await login(url, localAddress, body).catch(() => 0);
      outcomes[status] = (outcomes[status] ?? 0) + 1;
    }
  });
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(senders);
    },
  };
}
