import type { Lang } from '@vitrina/core';
import type { Db } from '../../db/open-database';

export interface Category {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly image: string;
  readonly isServices: boolean;
}

interface CategoryRow {
  id: number;
  slug: string;
  title_uk: string;
  title_ru: string;
  image: string;
  is_services: 0 | 1;
}

const toCategory = (row: CategoryRow, lang: Lang): Category => ({
  id: row.id,
  slug: row.slug,
  title: lang === 'ru' ? row.title_ru : row.title_uk,
  image: row.image,
  isServices: row.is_services === 1,
});

/** The catalogue's categories in menu order; service categories (bundle services) are not browsed. */
export function catalogCategories(db: Db, lang: Lang): Category[] {
  const rows = db.prepare('SELECT * FROM categories WHERE is_services = 0 ORDER BY position, id').all() as CategoryRow[];
  return rows.map((row) => toCategory(row, lang));
}

export function categoryBySlug(db: Db, slug: string, lang: Lang): Category | undefined {
  const row = db.prepare('SELECT * FROM categories WHERE slug = ?').get(slug) as CategoryRow | undefined;
  return row ? toCategory(row, lang) : undefined;
}

export function categoryById(db: Db, id: number, lang: Lang): Category | undefined {
  const row = db.prepare('SELECT * FROM categories WHERE id = ?').get(id) as CategoryRow | undefined;
  return row ? toCategory(row, lang) : undefined;
}

export const categoryUrl = (slug: string): string => `/category/${encodeURIComponent(slug)}`;
export const productUrl = (slug: string): string => `/${encodeURIComponent(slug)}`;
