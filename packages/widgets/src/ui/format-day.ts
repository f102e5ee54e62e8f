import type { Lang } from '@vitrina/core';

/** A date as dd.mm.yyyy on the shop's (Kyiv) calendar, as the server's pages write it; '' for no date. */
export function formatDay(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Kyiv' }).format(date);
}
