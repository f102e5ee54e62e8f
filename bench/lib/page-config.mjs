import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The page config of a guest on a category page, as the shop writes it: the widget contract's
 * `defaultPageConfig` on a category page. Read from the widgets' and the core's sources through
 * Vite, like the pages' scripts (vite.config.mjs), so no package build is needed.
 */
export async function loadPageConfig() {
  const { module } = await runnerImport(here('../../packages/widgets/src/contract/page-config-schema.ts'), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@vitrina/core': here('../../packages/core/src/index.ts') } },
    ssr: { noExternal: ['@vitrina/core'] },
  });
  return { ...module.defaultPageConfig, page: 'category' };
}
