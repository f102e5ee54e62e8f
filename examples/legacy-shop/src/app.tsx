import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { handlers as defaultHandlers } from './api/handlers';
import type { ApiHandlers } from './api/handler';
import { mountApi } from './api/mount-api';
import type { Db } from './db/open-database';
import { ApiError, notFound } from './http/api-error';
import { limitBodySize } from './http/body-limit';
import { contentSecurityPolicy } from './http/content-security-policy';
import { mountImages } from './images/mount-images';
import { mountPages } from './pages/mount-pages';
import { ServerErrorPage } from './pages/server-error-page';
import type { ShopSettings } from './settings';

export interface CreateAppOptions {
  readonly db: Db;
  readonly settings: ShopSettings;
  readonly handlers?: Partial<ApiHandlers>;
  readonly log?: (message: string, detail?: unknown) => void;
}

/** The whole shop as one Hono app: API, pages, assets. */
export function createApp(options: CreateAppOptions): Hono {
  const { db, settings } = options;
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail ?? ''));
  const app = new Hono();
  app.use(
    secureHeaders({
      // Same-origin requests keep their Origin (forms are checked against it); others get the origin only.
      referrerPolicy: 'strict-origin-when-cross-origin',
      contentSecurityPolicy: contentSecurityPolicy(settings),
    }),
  );

  app.use(limitBodySize());

  mountApi(app, { db, settings, handlers: options.handlers ?? defaultHandlers, log });
  mountImages(app);
  mountPages(app, { db, settings });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json(notFound(`No API route ${c.req.method} ${c.req.path}`).toBody(), 404);
    return c.html(<ServerErrorPage />, 404);
  });

  app.onError((error, c) => {
    const isApi = c.req.path.startsWith('/api/');
    if (error instanceof ApiError) {
      if (error.status >= 500) log(`${c.req.method} ${c.req.path}: ${error.message}`);
      if (isApi) return c.json(error.toBody(), error.status as 400);
      return c.html(<ServerErrorPage />, error.status as 400);
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    if (isApi) return c.json(new ApiError(500, 'errors.generic', 'Internal error').toBody(), 500);
    return c.html(<ServerErrorPage />, 500);
  });

  return app;
}
