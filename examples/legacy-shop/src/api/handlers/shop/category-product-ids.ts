import { notFound } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { positiveId } from './path-id';
import { isCorporate } from './request-user';

/** Ids of a category's products, most popular first; corporate-only ones for corporate users. */
export const productIdsByCategory: ApiHandler<'productIdsByCategory'> = ({ db, id, user }) => {
  const categoryId = positiveId(id);
  const category = categoryId === undefined ? undefined : db.prepare('SELECT id FROM categories WHERE id = ?').get(categoryId);
  if (!category) throw notFound(`No category ${id ?? ''}`);
  const rows = db
    .prepare('SELECT id FROM products WHERE category_id = ? AND (is_corporate = 0 OR ?) ORDER BY popularity DESC, id')
    .all(categoryId, isCorporate(user) ? 1 : 0) as { id: number }[];
  return { success: true, data: rows.map((row) => row.id) };
};
