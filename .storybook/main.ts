import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

// Storybook's packages are devDependencies of @vitrina/widgets, and its scripts run it from
// there. .storybook/node_modules is a link to packages/widgets/node_modules, so whatever these
// files import (Storybook, Vite, MSW, React) resolves to exactly what that package declares.
//
// Telemetry is off twice: here, and by STORYBOOK_DISABLE_TELEMETRY=1 in the widgets' scripts,
// which also covers the CLI before it reads this file. Offline, telemetry stalls the build.

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // public/mockServiceWorker.js: MSW's worker, served at the root of Storybook (see README.md).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Storybook makes the folder above .storybook (the repository) Vite's root. From there its
      // own virtual modules cannot resolve Storybook and React, and Vite would watch every
      // package; the widgets package is where both belong.
      root: fileURLToPath(new URL('../packages/widgets/', import.meta.url)),
      resolve: {
        // Stories use the core's sources, as the widgets' tests do: no core build needed first.
        alias: { '@vitrina/core': fileURLToPath(new URL('../packages/core/src/index.ts', import.meta.url)) },
      },
      // Storybook's runtime and axe make the preview's bundle ~2 MB; it never reaches a shop page
      // (size budgets watch what does), so Vite's 500 kB warning is noise here.
      build: { chunkSizeWarningLimit: 4096 },
    }),
};

export default config;
