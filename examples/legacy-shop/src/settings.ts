import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENSTREETMAP_TILES, type MapTiles } from './map-tiles';

/** The widgets' two script-tag builds: vitrina.js (React) and vitrina-lite.js (Preact's compat layer). */
export const WIDGETS_BUILDS = ['react', 'lite'] as const;
export type WidgetsBuild = (typeof WIDGETS_BUILDS)[number];

/** Everything the server reads from its environment, with the defaults a newcomer gets. */
export interface ShopSettings {
  readonly port: number;
  readonly host: string;
  /** Path of the SQLite file (SHOP_DB). */
  readonly databaseFile: string;
  /**
   * SOCIAL_LOGIN_DEV_VERIFIER=1 accepts Google sign-in tokens of the form `dev:<socialId>:<email>`
   * without asking Google — for development and tests only; off unless set.
   */
  readonly socialLoginDevVerifier: boolean;
  /** Failed logins allowed per account and per address within the window before refusing. */
  readonly loginFailuresPerAccount: number;
  readonly loginFailuresPerAddress: number;
  readonly loginFailureWindowMs: number;
  /**
   * Logins (right or wrong) and sign-ups allowed per client address within the window: each
   * costs a password hash (scrypt, ~60 ms of the server's one thread), so a client cannot keep
   * the server hashing. Far above what a shopper does.
   */
  readonly loginAttemptsPerAddress: number;
  readonly signUpsPerAddress: number;
  /** One-click orders per client address within the window: they need no account and take gifts from stock. */
  readonly oneClickOrdersPerAddress: number;
  readonly addressAttemptWindowMs: number;
  /** Share of an order's goods total that bonuses may pay (1 bonus = 1 UAH). */
  readonly bonusMaxShare: number;
  /**
   * The folder of the widgets' script-tag build, served under /assets/widgets/ (WIDGETS_DIR);
   * packages/widgets/dist/script of this repository by default.
   */
  readonly widgetsDir: string;
  /**
   * Which script-tag build of the widgets the pages load (WIDGETS_BUILD): `react`, vitrina.js (React
   * 19), by default; `lite`, vitrina-lite.js, the same widgets on Preact's compat layer.
   */
  readonly widgetsBuild: WidgetsBuild;
  /**
   * The map page's tiles (MAP_TILES_URL, MAP_TILES_ATTRIBUTION, MAP_TILES_ATTRIBUTION_URL):
   * OpenStreetMap's by default; MAP_TILES_URL set empty gives a map without tiles.
   */
  readonly mapTiles: MapTiles;
}

const here = fileURLToPath(new URL('.', import.meta.url));

export function readSettings(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseFile: env.SHOP_DB ?? join(here, '..', 'data', 'shop.sqlite'),
    socialLoginDevVerifier: env.SOCIAL_LOGIN_DEV_VERIFIER === '1',
    loginFailuresPerAccount: 5,
    loginFailuresPerAddress: 20,
    loginFailureWindowMs: 15 * 60 * 1000,
    loginAttemptsPerAddress: positiveInteger(env, 'LOGIN_ATTEMPTS_PER_ADDRESS', 30),
    signUpsPerAddress: positiveInteger(env, 'SIGN_UPS_PER_ADDRESS', 10),
    oneClickOrdersPerAddress: positiveInteger(env, 'ONE_CLICK_ORDERS_PER_ADDRESS', 10),
    addressAttemptWindowMs: 15 * 60 * 1000,
    bonusMaxShare: 0.3,
    widgetsDir: resolve(env.WIDGETS_DIR ?? join(here, '..', '..', '..', 'packages', 'widgets', 'dist', 'script')),
    widgetsBuild: widgetsBuild(env.WIDGETS_BUILD),
    mapTiles: {
      url: env.MAP_TILES_URL ?? OPENSTREETMAP_TILES.url,
      attribution: env.MAP_TILES_ATTRIBUTION ?? OPENSTREETMAP_TILES.attribution,
      attributionUrl: env.MAP_TILES_ATTRIBUTION_URL ?? OPENSTREETMAP_TILES.attributionUrl,
    },
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function widgetsBuild(raw: string | undefined): WidgetsBuild {
  if (raw === undefined || raw === '') return 'react';
  const build = WIDGETS_BUILDS.find((name) => name === raw);
  if (!build) throw new Error(`WIDGETS_BUILD must be ${WIDGETS_BUILDS.join(' or ')}, got "${raw}"`);
  return build;
}
