import type { Hono } from 'hono';
import type { Db } from '../db/open-database';
import type { ShopSettings } from '../settings';

export interface MountPagesOptions {
  readonly db: Db;
  readonly settings: ShopSettings;
}

/** The server-rendered pages of the shop. */
export function mountPages(_app: Hono, _options: MountPagesOptions): void {}
