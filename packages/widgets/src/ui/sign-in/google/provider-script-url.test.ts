import { describe, expect, it, vi } from 'vitest';
import { PROVIDER_SCRIPT_POLICY, providerScriptUrl } from './provider-script-url';

/** A window with a stand-in for the browser's trustedTypes, recording the policies made. */
function windowWithTrustedTypes() {
  const made: string[] = [];
  const trustedTypes = {
    createPolicy: vi.fn((name: string, rules: { createScriptURL(input: string): string }) => {
      made.push(name);
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    }),
  };
  return { view: { trustedTypes } as unknown as Window, made, trustedTypes };
}

describe('the provider script’s address', () => {
  it('goes through one policy per window where the browser has Trusted Types', () => {
    const { view, made } = windowWithTrustedTypes();
    expect(providerScriptUrl(view, 'https://accounts.google.com/gsi/client')).toEqual({ trusted: 'https://accounts.google.com/gsi/client' });
    expect(providerScriptUrl(view, '/stub/gsi.js')).toEqual({ trusted: '/stub/gsi.js' });
    expect(made).toEqual([PROVIDER_SCRIPT_POLICY]);
  });

  it('is the checked string where it has none', () => {
    expect(providerScriptUrl(window, 'https://accounts.google.com/gsi/client')).toBe('https://accounts.google.com/gsi/client');
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', 'http://evil.example/x.js', '//evil.example/x.js', ' https://x.example/a.js'])(
    'refuses %s, with or without Trusted Types',
    (src) => {
      expect(() => providerScriptUrl(window, src)).toThrow(TypeError);
      expect(() => providerScriptUrl(windowWithTrustedTypes().view, src)).toThrow(TypeError);
    },
  );
});
