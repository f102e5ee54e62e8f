import { signal, type ReadonlySignal } from '@preact/signals-core';
import { languages, type I18n, type IdSet, type Lang, type Vitrina } from '@vitrina/core';
import type { EventLog } from './event-log';
import { saveLanguage } from './saved-language';

export type Translate = (key: string, options?: Parameters<I18n['t']>[1]) => string;

/** What every part of the page shares: the SDK instance and the page's own state. */
export interface Demo {
  readonly vitrina: Vitrina;
  /** The language the page shows; it changes once the SDK has switched. */
  readonly lang: ReadonlySignal<Lang>;
  /** `vitrina.i18n.t` in the page's language; an effect calling it re-runs on a language switch. */
  readonly t: Translate;
  readonly log: EventLog;
  readonly favourites: IdSet;
  setLanguage(lang: Lang): Promise<void>;
}

export function createDemo(vitrina: Vitrina, log: EventLog, favourites: IdSet): Demo {
  const lang = signal<Lang>(vitrina.i18n.lang);
  let requested = lang.value;
  return {
    vitrina,
    lang,
    t: (key, options) => vitrina.i18n.t(key, { ...options, lng: lang.value }),
    log,
    favourites,
    async setLanguage(next) {
      if (next === requested) return;
      requested = next;
      await vitrina.setLanguage(next);
      // A quicker second click may have asked for the other language meanwhile: the last one wins.
      if (next !== requested) return;
      lang.value = next;
      saveLanguage(vitrina.storage, next);
      const label = languages.find((language) => language.code === next)?.label ?? next;
      log.add((t) => t('demo.log.language', { language: label }));
    },
  };
}
