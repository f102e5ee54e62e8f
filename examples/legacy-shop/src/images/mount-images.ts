import type { Hono } from 'hono';
import { CAPTION_MAX, isImageKind, isImageName } from './image-kinds';
import { renderPlaceholderSvg } from './placeholder-svg';
import { printableText } from './xml-escape';

const FILE = /^(.+)\.svg$/;

/**
 * Serves the generated placeholder pictures: GET /images/<kind>/<name>.svg[?caption=…]. A picture
 * depends on its address only, so it is cached for a year. Unknown kinds and names that are not
 * [a-z0-9-] are 404.
 */
export function mountImages(app: Hono): void {
  app.get('/images/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const name = FILE.exec(c.req.param('file'))?.[1];
    if (!isImageKind(kind) || name === undefined || !isImageName(name)) return c.notFound();
    const caption = [...printableText(c.req.query('caption') ?? '')].slice(0, CAPTION_MAX).join('');
    const svg = renderPlaceholderSvg(kind, name, caption === '' ? undefined : caption);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
