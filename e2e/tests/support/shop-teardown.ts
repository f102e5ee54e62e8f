import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

/** Removes the run's shop database folder that playwright.config.ts made (never a SHOP_DB given from outside). */
export default function removeShopDatabase(): void {
  const file = process.env.E2E_SHOP_DB;
  if (!file || process.env.E2E_SHOP_DB_TEMPORARY !== '1') return;
  const folder = dirname(file);
  if (dirname(folder) !== tmpdir() || !basename(folder).startsWith('e2e-shop-')) return;
  rmSync(folder, { recursive: true, force: true });
}
