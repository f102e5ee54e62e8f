import type { Db } from '../db/open-database';

/** SQL function that folds a column the way `foldText` folds the shopper's words. */
export const FOLD_FUNCTION = 'shop_fold';

const APOSTROPHES = /[’ʼ‘`´]/g;
const CONTROL = /\p{Cc}/gu;

/**
 * Text as search compares it: lower case in any alphabet (SQLite's own LOWER and LIKE fold ASCII
 * only, so 'Чохол' would not find 'чохол'), ё as е, every apostrophe as ' (пам’ять = пам'ять).
 */
export function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/ё/g, 'е').replace(APOSTROPHES, "'");
}

const registered = new WeakSet<Db>();

/** Makes FOLD_FUNCTION available on this connection (once per connection). */
export function ensureSearchFunctions(db: Db): void {
  if (registered.has(db)) return;
  db.function(FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  registered.add(db);
}

/** At most this many words of a query take part; the rest is noise or abuse. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;

/** The shopper's words, folded; control characters (NUL included) count as spaces. */
export function searchWords(query: string): string[] {
  return foldText(query.replace(CONTROL, ' '))
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** A LIKE pattern finding `word` anywhere, with its own % _ and \ matched literally (ESCAPE '\'). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
