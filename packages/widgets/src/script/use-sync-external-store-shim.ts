/**
 * `use-sync-external-store/shim` for the script build (vite.script.config.ts): the shim brings its
 * own implementation for React before 18, while the bundled React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
