import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WIDGETS_SCRIPT_FILES, WIDGETS_STYLESHEET_FILE } from './widget-attributes';

/**
 * A file name of the script builds: `vitrina.js` or `vitrina-lite.js`, a chunk such as
 * `product-actions-B2x_9a.js` (the lite build's start with `lite-`), or the stylesheet `vitrina.css`. No slash and no `..` can match, so a request never leaves the folder.
 */
const SCRIPT_FILE_NAME = /^[\w-]+(?:\.[\w-]+)*\.(js|css)$/;

/** The files whose names stay across builds: the entries and the stylesheet. */
const UNHASHED = new Set([...Object.values(WIDGETS_SCRIPT_FILES), WIDGETS_STYLESHEET_FILE]);

const CONTENT_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/** Serves the widgets' script build from `widgetsDir` under /assets/widgets/; anything else is 404. */
export function mountWidgetsScripts(app: Hono, widgetsDir: string): void {
  app.get('/assets/widgets/*', async (c) => {
    const name = c.req.path.slice('/assets/widgets/'.length);
    const extension = SCRIPT_FILE_NAME.exec(name)?.[1] as keyof typeof CONTENT_TYPES | undefined;
    if (!extension) return c.notFound();
    const body = await readScript(join(widgetsDir, name));
    if (body === null) return c.notFound();
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': CONTENT_TYPES[extension],
      // The entries and the stylesheet keep their names across builds; the chunks carry a content hash in theirs.
      'Cache-Control': UNHASHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
  });
}

async function readScript(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
