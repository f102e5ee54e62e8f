import { useSignals } from '@preact/signals-react/runtime';
import type { Lang } from '@vitrina/core';
import { useVitrina } from '../vitrina-context';

export type TranslateOptions = Record<string, unknown>;

export interface Messages {
  /** The text of `key` in the page's current language. */
  t(key: string, options?: TranslateOptions): string;
  readonly lang: Lang;
}

/**
 * The texts of the SDK above, in its current language. The component re-renders when the language
 * changes and when the whole dictionary arrives (see the widget definition's `texts`). Every widget
 * reads its texts through this hook, never through `vitrina.i18n` directly.
 */
export function useMessages(): Messages {
  useSignals();
  const { state, i18n } = useVitrina();
  const lang = state.lang.value;
  // Read so that the texts appear once a downloaded dictionary (first-paint or whole) arrives.
  void i18n.firstPaintLoaded.value;
  void i18n.loaded.value;
  return { t: (key, options) => i18n.t(key, options), lang };
}
