import { createVitrina, DEFAULT_LANG, type VitrinaError } from '@vitrina/core';
import type { Translate } from './demo';
import { createDemo } from './demo';
import { createEventLog } from './event-log';
import { demoRu, demoUk } from './messages';
import { mountPage } from './page';
import { savedFavourites } from './saved-favourites';
import { savedLanguage } from './saved-language';

function describeError(error: VitrinaError): (t: Translate) => string {
  const endpoint = 'endpoint' in error && typeof error.endpoint === 'string' ? error.endpoint : null;
  return (t) =>
    endpoint === null
      ? t('demo.log.sdk_error', { kind: error.kind, message: t(error.messageKey) })
      : t('demo.log.sdk_error_at', { kind: error.kind, endpoint, message: t(error.messageKey) });
}

async function main(): Promise<void> {
  const log = createEventLog();
  const vitrina = createVitrina({
    api: { profile: '/api/profile/', shop: '/api/shop/' },
    lang: DEFAULT_LANG,
    onError: (error) => log.add(describeError(error), 'error'),
  });
  vitrina.i18n.addTranslations('uk', demoUk);
  vitrina.i18n.addTranslations('ru', demoRu);
  // The demo shows texts of every kind: it waits for the whole dictionary, not only the first-paint texts.
  await vitrina.i18n.load();

  const lang = savedLanguage(vitrina.storage);
  if (lang !== undefined && lang !== vitrina.i18n.lang) await vitrina.setLanguage(lang);

  mountPage(document.body, createDemo(vitrina, log, savedFavourites(vitrina.storage)));
}

void main();
