import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/open-database';
import type { ShopSettings } from '../settings';
import type { PagesDeps } from './context/page-context';
import { createTranslators } from './i18n/translator';
import { mountAccountRoutes } from './routes/account-routes';
import { mountCatalogRoutes, mountProductRoute } from './routes/catalog-routes';
import { mountCorporateCornerRoutes } from './routes/corporate-corner-routes';
import { mountInfoRoutes } from './routes/info-routes';
import { mountListRoutes } from './routes/list-routes';
import { mountOrderRoutes } from './routes/order-routes';
import { mountPaymentRoutes } from './routes/payment-routes';
import { mountProductOrderRoutes } from './routes/product-order-routes';
import { mountProfileRoutes } from './routes/profile-routes';
import { mountSimulatedPayRoutes } from './routes/simulated-pay-routes';
import { mountWidgetsScripts } from './serve-widgets';
import { WIDGETS_SCRIPT_FILES, widgetsScriptUrl } from './widget-attributes';

export interface MountPagesOptions {
  readonly db: Db;
  readonly settings: ShopSettings;
  /** The folder served under /assets/ (stylesheets, icons); public/ by default. */
  readonly publicDir?: string;
}

const DEFAULT_PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/** The server-rendered pages of the shop, and their static assets under /assets/. */
export function mountPages(app: Hono, options: MountPagesOptions): void {
  const publicDir = options.publicDir ?? DEFAULT_PUBLIC_DIR;
  const deps: PagesDeps = {
    db: options.db,
    settings: options.settings,
    translators: createTranslators(),
    // Checked once at start: the bundle is built separately, and pages only reference it when it is there.
    widgetsScript: existsSync(join(options.settings.widgetsDir, WIDGETS_SCRIPT_FILES[options.settings.widgetsBuild])) ? widgetsScriptUrl(options.settings.widgetsBuild) : null,
  };

  // Before the public folder's files: /assets/widgets/ is the script build's alone.
  mountWidgetsScripts(app, options.settings.widgetsDir);
  app.use(
    '/assets/*',
    serveStatic({
      root: publicDir,
      rewriteRequestPath: (path) => path.replace(/^\/assets/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  mountCatalogRoutes(app, deps);
  mountListRoutes(app, deps);
  mountOrderRoutes(app, deps);
  mountPaymentRoutes(app, deps);
  mountSimulatedPayRoutes(app, deps);
  mountProductOrderRoutes(app, deps);
  mountProfileRoutes(app, deps);
  mountCorporateCornerRoutes(app, deps);
  mountAccountRoutes(app, deps);
  mountInfoRoutes(app, deps);
  mountProductRoute(app, deps);
}
