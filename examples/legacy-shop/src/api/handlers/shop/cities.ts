import { DEFAULT_CITY_ID, type City } from '@vitrina/core';
import { FOLD_FUNCTION, containsPattern, ensureSearchFunctions, foldText, searchWords } from '../../../catalog/search-text';
import type { ApiHandler } from '../../handler';

const LIMIT = 20;

interface CityRow {
  id: number;
  title: string;
  region: string;
}

/**
 * Cities whose Ukrainian or Russian name contains the search, titled in the request's language:
 * names starting with it first, then alphabetically; without a search the default city (56) leads.
 */
export const cities: ApiHandler<'cities'> = ({ db, input, lang }) => {
  ensureSearchFunctions(db);
  const t = lang === 'ru' ? 'ru' : 'uk';
  const search = searchWords(input.search ?? '').join(' ');
  const rows = (
    search === ''
      ? db.prepare(`SELECT id, title_${t} AS title, region_${t} AS region FROM cities`).all()
      : db
          .prepare(
            `SELECT id, title_${t} AS title, region_${t} AS region FROM cities
             WHERE ${FOLD_FUNCTION}(title_uk) LIKE ? ESCAPE '\\' OR ${FOLD_FUNCTION}(title_ru) LIKE ? ESCAPE '\\'`,
          )
          .all(containsPattern(search), containsPattern(search))
  ) as CityRow[];

  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const rank = (row: CityRow) => (search === '' ? (row.id === DEFAULT_CITY_ID ? 0 : 1) : foldText(row.title).startsWith(search) ? 0 : 1);
  rows.sort((a, b) => rank(a) - rank(b) || collator.compare(a.title, b.title) || a.id - b.id);

  const data: City[] = rows.slice(0, LIMIT).map(({ id, title, region }) => ({ id, title, region: region.trim() === '' ? null : region }));
  return { success: true, data };
};
