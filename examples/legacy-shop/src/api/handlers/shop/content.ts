import type { Lang } from '@vitrina/core';
import type { Db } from '../../../db/open-database';

/**
 * A content entry (key → JSON per language) in the request's language, falling back to
 * Ukrainian; undefined when missing or not JSON.
 */
export function readContent(db: Db, key: string, lang: Lang): unknown {
  const rows = db.prepare('SELECT lang, value FROM content WHERE key = ? AND lang IN (?, ?)').all(key, lang, 'uk') as {
    lang: Lang;
    value: string;
  }[];
  return parseJson((rows.find((row) => row.lang === lang) ?? rows[0])?.value);
}

/** A content entry of exactly this language, without the Ukrainian fallback. */
export function readOwnContent(db: Db, key: string, lang: Lang): unknown {
  const row = db.prepare('SELECT value FROM content WHERE key = ? AND lang = ?').get(key, lang) as { value: string } | undefined;
  return parseJson(row?.value);
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
