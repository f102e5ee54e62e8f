import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { getPage } from './testing/page-kit';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function serve(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

describe('the map page’s tiles', () => {
  it('lets the pages load images from the tiles’ origin, and from nowhere else but the shop', async () => {
    const server = await serve();
    const { headers } = await getPage(server, '/map');
    const imgSrc = /img-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
  });

  it('takes another provider from the settings', async () => {
    const server = await serve({
      mapTiles: { url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: 'Example tiles <b>', attributionUrl: 'https://tiles.example.com/terms' },
    });
    const { html, headers } = await getPage(server, '/map');
    expect(headers.get('content-security-policy')).toContain("img-src 'self' data: https://*.tiles.example.com;");
    expect(html).toContain('data-tiles-url="https://{s}.tiles.example.com/{z}/{x}/{y}.png" data-tiles-attribution="Example tiles &lt;b&gt;"');
  });

  it('gives a map without tiles, and no attribution, when the setting is empty', async () => {
    const server = await serve({ mapTiles: { url: '', attribution: '© OpenStreetMap contributors', attributionUrl: 'https://www.openstreetmap.org/copyright' } });
    const { html, headers } = await getPage(server, '/map');
    expect(html).toContain('data-widget="store-map" data-bounds="52.38,22.14,44.39,40.23">');
    expect(html).not.toContain('data-tiles-');
    expect(headers.get('content-security-policy')).toContain("img-src 'self' data:;");
  });
});
