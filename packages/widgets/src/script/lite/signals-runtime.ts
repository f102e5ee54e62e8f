// Installs the signals' Preact integration: every component re-renders when a signal it read while
// rendering changes, as `useSignals()` makes a component do under React.
import '@preact/signals';

/**
 * `@preact/signals-react/runtime` in the lite script build (vite.script-lite.config.ts). Under
 * Preact, `@preact/signals` tracks what each component reads on its own, so the call the
 * components make first has nothing left to do.
 */
export function useSignals(): void {}
