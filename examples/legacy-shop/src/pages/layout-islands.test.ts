import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { attribute, categoryWithProducts, createTestUser, findProduct, getPage, widgetTags } from './testing/page-kit';

let server: TestServer;
let paths: string[];

beforeAll(async () => {
  server = await startTestServer();
  paths = ['/', `/category/${categoryWithProducts(server.db, 1).slug}`, `/${findProduct(server.db).slug}`, '/cart', '/login', '/map'];
});
afterAll(() => server.close());

function bodyTag(html: string): string {
  const tag = /<body\b[^>]*>/.exec(html)?.[0];
  if (!tag) throw new Error('The page has no body');
  return tag;
}

describe('the layout islands on every page', () => {
  it('has one notifier island and one hidden layout-flags island, after the modal host', async () => {
    for (const path of paths) {
      const { html } = await getPage(server, path);
      expect(widgetTags(html, 'notifier'), path).toEqual(['<div data-widget="notifier">']);
      expect(widgetTags(html, 'layout-flags'), path).toEqual(['<div hidden="" data-widget="layout-flags">']);
      expect(html.indexOf('data-widget="notifier"'), path).toBeGreaterThan(html.indexOf('data-widget="modal-host"'));
      expect(html.indexOf('data-widget="layout-flags"'), path).toBeLessThan(html.indexOf('id="vitrina-config"'));
    }
  });
});

describe('the body’s is-left-handed class', () => {
  it('is rendered for a left-handed user only', async () => {
    const lefty = createTestUser(server.db, { handedness: 'left' });
    const righty = createTestUser(server.db, { handedness: 'right' });
    const unset = createTestUser(server.db);
    for (const path of paths) {
      const classes = async (cookies?: Record<string, string>) =>
        (attribute(bodyTag((await getPage(server, path, cookies ? { cookies } : {})).html), 'class') ?? '').split(' ');
      expect(await classes(lefty.cookies), path).toContain('is-left-handed');
      expect(await classes(righty.cookies), path).not.toContain('is-left-handed');
      expect(await classes(unset.cookies), path).not.toContain('is-left-handed');
      expect(await classes(), path).not.toContain('is-left-handed');
    }
  });
});
