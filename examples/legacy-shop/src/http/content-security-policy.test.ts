import { TRUSTED_TYPES_POLICIES } from '@vitrina/widgets/contract';
import { describe, expect, it } from 'vitest';
import { getPage } from '../pages/testing/page-kit';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer();

/** The answer's Content-Security-Policy as directive name → its values. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  const entries = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name !== undefined && name !== '')
    .map(([name, ...values]) => [name!, values] as const);
  return new Map(entries);
}

describe('the shop’s Content-Security-Policy', () => {
  it.each(['/', '/cart', '/checkout', '/favorites', '/compare', '/map', '/login', '/registration', '/recovery', '/profile', '/no-such-page'])(
    'enforces Trusted Types on %s, allowing exactly the widgets’ policies',
    async (path) => {
      const { headers } = await getPage(server, path);
      const policy = directives(headers);
      expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(policy.get('trusted-types')).toEqual(['vitrina-provider-script']);
      expect(policy.get('trusted-types')).toEqual([...TRUSTED_TYPES_POLICIES]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
    },
  );

  it('is sent with the API’s answers and the widgets’ script too', async () => {
    for (const path of ['/api/shop/general', '/assets/widgets/vitrina.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(directives(response.headers).get('trusted-types'), path).toEqual(['vitrina-provider-script']);
    }
  });

  it('keeps the rest strict: no inline script or eval, no framing, calls to the shop only', async () => {
    const policy = directives((await getPage(server, '/')).headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('trusted-types')).not.toContain("'allow-duplicates'");
  });
});
