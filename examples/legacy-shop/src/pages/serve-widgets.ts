import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WIDGETS_SCRIPT_FILE } from './widget-attributes';

/**
 * A file name of the script build: `vitrina.js` or a chunk such as `product-actions-B2x_9a.js`.
 * No slash and no `..` can match, so a request never leaves the folder.
 */
const SCRIPT_FILE_NAME = /^[\w-]+(?:\.[\w-]+)*\.js$/;

/** Serves the widgets' script build from `widgetsDir` under /assets/widgets/; anything else is 404. */
export function mountWidgetsScripts(app: Hono, widgetsDir: string): void {
  app.get('/assets/widgets/*', async (c) => {
    const name = c.req.path.slice('/assets/widgets/'.length);
    if (!SCRIPT_FILE_NAME.test(name)) return c.notFound();
    const body = await readScript(join(widgetsDir, name));
    if (body === null) return c.notFound();
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The entry keeps its name across builds; the chunks carry a content hash in theirs.
      'Cache-Control': name === WIDGETS_SCRIPT_FILE ? 'no-cache' : 'public, max-age=31536000, immutable',
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
