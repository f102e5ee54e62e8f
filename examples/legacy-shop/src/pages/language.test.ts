import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { resolveLang } from './context/resolve-lang';
import { createTestUser, getPage, setCookieValue } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const htmlLang = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];

describe('resolveLang', () => {
  it('takes a switch link first, then the user, then the cookie, then Ukrainian', () => {
    expect(resolveLang({ query: 'ru', userLang: 'uk', cookie: 'uk' })).toEqual({ lang: 'ru', switched: true });
    expect(resolveLang({ query: undefined, userLang: 'ru', cookie: 'uk' })).toEqual({ lang: 'ru', switched: false });
    expect(resolveLang({ query: 'en', userLang: undefined, cookie: 'ru' })).toEqual({ lang: 'ru', switched: false });
    expect(resolveLang({ query: undefined, userLang: undefined, cookie: 'xx' })).toEqual({ lang: 'uk', switched: false });
  });
});

describe('the language switch', () => {
  it('is Ukrainian by default, with links to both languages that keep the rest of the address', async () => {
    const { html } = await getPage(server, '/search?q=phone');
    expect(htmlLang(html)).toBe('uk');
    expect(html).toContain('href="/search?q=phone&amp;lang=uk"');
    expect(html).toContain('href="/search?q=phone&amp;lang=ru"');
    expect(html).toMatch(/<a href="\/search\?q=phone&amp;lang=uk" hrefLang="uk" lang="uk" aria-current="true">Укр<\/a>/);
    expect(html).toContain('>Рус</a>');
  });

  it('sets the lang cookie from ?lang=, and the cookie chooses the language afterwards', async () => {
    const switched = await getPage(server, '/?lang=ru');
    expect(htmlLang(switched.html)).toBe('ru');
    expect(switched.html).toContain('Топ продаж');
    expect(setCookieValue(switched.headers, 'lang')).toBe('ru');
    expect(switched.headers.getSetCookie().join()).toMatch(/lang=ru; Max-Age=\d+; Path=\/; SameSite=Lax/);

    const later = await getPage(server, '/map', { cookies: { lang: 'ru' } });
    expect(htmlLang(later.html)).toBe('ru');
    expect(setCookieValue(later.headers, 'lang')).toBeUndefined();
  });

  it('ignores a language it does not have', async () => {
    const page = await getPage(server, '/?lang=en', { cookies: { lang: 'de' } });
    expect(htmlLang(page.html)).toBe('uk');
    expect(setCookieValue(page.headers, 'lang')).toBeUndefined();
  });

  it('prefers the logged-in user’s language to the cookie, and a switch updates the user’s language', async () => {
    const user = createTestUser(server.db, { lang: 'ru' });
    const page = await getPage(server, '/', { cookies: { ...user.cookies, lang: 'uk' } });
    expect(htmlLang(page.html)).toBe('ru');

    const switched = await getPage(server, '/?lang=uk', { cookies: user.cookies });
    expect(htmlLang(switched.html)).toBe('uk');
    expect((server.db.prepare('SELECT lang FROM users WHERE id = ?').get(user.id) as { lang: string }).lang).toBe('uk');
    expect(htmlLang((await getPage(server, '/', { cookies: user.cookies })).html)).toBe('uk');
  });

  it('reads the bearer token from the URI-encoded token cookie', async () => {
    const user = createTestUser(server.db, { firstName: 'Іван' });
    const page = await getPage(server, '/profile', { cookies: user.cookies });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Іван');
  });
});
