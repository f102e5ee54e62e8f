import type { User, Vitrina } from '@vitrina/core';
import { testVitrina } from './test-vitrina';

export { sampleUser } from './sample-user';

/** A real SDK whose `/profile/me` answers with `user`; every other call is a 404. */
export function userVitrina(user: User): { vitrina: Vitrina; requests: string[] } {
  const requests: string[] = [];
  const vitrina = testVitrina({
    cookieDocument: { cookie: 'token=t0k3n' },
    fetch: (input) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = new URL(url, 'http://localhost').pathname;
      requests.push(path);
      if (path === '/api/profile/me') return Promise.resolve(Response.json({ success: true, data: user }));
      return Promise.resolve(Response.json({ message: 'not here' }, { status: 404 }));
    },
  });
  return { vitrina, requests };
}
