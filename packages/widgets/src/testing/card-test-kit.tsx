import type { User, Vitrina, VitrinaConfig } from '@vitrina/core';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VitrinaProvider } from '../vitrina-context';
import { testVitrina } from './test-vitrina';
import { sampleUser } from './sample-user';

export { testVitrina };

export function renderWith(vitrina: Vitrina, ui: ReactNode): RenderResult {
  return render(<VitrinaProvider vitrina={vitrina}>{ui}</VitrinaProvider>);
}

/**
 * An SDK whose login check (GET me) finds `user`; every other call answers 404. The session is
 * restored only when the test calls `logIn()`, so a test can render first and log in after.
 */
export function sessionVitrina(user: Partial<User>, config: Partial<VitrinaConfig> = {}) {
  const vitrina = testVitrina({
    cookieDocument: { cookie: 'token=t0k3n' },
    fetch: (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, 'http://localhost').pathname === '/api/profile/me') {
        return Promise.resolve(Response.json({ success: true, data: sampleUser(user) }));
      }
      return Promise.resolve(Response.json({ message: 'not here' }, { status: 404 }));
    },
    ...config,
  });
  return {
    vitrina,
    logIn: () => act(async () => void (await vitrina.services.auth.restore())),
  };
}
