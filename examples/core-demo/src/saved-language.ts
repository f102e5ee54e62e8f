import { langSchema, type KeyValueStore, type Lang } from '@vitrina/core';

const KEY = 'demoLang';

/** The language the visitor chose on an earlier visit; anything else stored there reads as none. */
export function savedLanguage(storage: KeyValueStore): Lang | undefined {
  return storage.read(KEY, langSchema);
}

export function saveLanguage(storage: KeyValueStore, lang: Lang): void {
  storage.write(KEY, lang);
}
