import { describe, expect, it } from 'vitest';
import { socialLoginFromCredential } from './google-credential';

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('socialLoginFromCredential', () => {
  it('reads the e-mail and names of a Google ID token and sends the token itself', () => {
    const token = `${base64url({ alg: 'RS256' })}.${base64url({ sub: '1', email: 'olena@example.ua', given_name: 'Олена', family_name: 'Шевченко' })}.signature`;
    expect(socialLoginFromCredential(token)).toEqual({
      socialNetwork: 'google',
      socialId: token,
      email: 'olena@example.ua',
      firstName: 'Олена',
      lastName: 'Шевченко',
    });
  });

  it('reads the example shop’s development token', () => {
    expect(socialLoginFromCredential('dev:olena-1:olena@example.ua')).toMatchObject({ socialId: 'dev:olena-1:olena@example.ua', email: 'olena@example.ua' });
  });

  it.each([undefined, '', 'not-a-token', 'a.b.c', `x.${base64url({ sub: '1' })}.y`])('refuses %s', (credential) => {
    expect(socialLoginFromCredential(credential)).toBeNull();
  });
});
