import type { Distributor } from '@vitrina/core';
import { forbidden, notFound } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { requireUser } from './request-user';

interface DistributorRow {
  id: number;
  name: string;
  city: string;
  email: string;
  quantity: number;
}

/**
 * Distributors holding a product, most stock first — only for users allowed to see them
 * (is_user_can_see_distributors, docs/roles.md#super-admin). The table keeps no prices or sites: the link writes to
 * the distributor.
 */
export const distributors: ApiHandler<'distributors'> = ({ db, input, user, lang }) => {
  if (requireUser(user).can_see_distributors !== 1) throw forbidden('Distributors are not shown to this account');
  if (!db.prepare('SELECT 1 FROM products WHERE id = ?').get(input.product_id)) throw notFound(`No product ${input.product_id}`);
  const t = lang === 'ru' ? 'ru' : 'uk';
  const rows = db
    .prepare(
      `SELECT d.id, d.name, d.city_${t} AS city, d.email, pd.quantity
       FROM product_distributors pd JOIN distributors d ON d.id = pd.distributor_id
       WHERE pd.product_id = ? ORDER BY pd.quantity DESC, d.name, d.id`,
    )
    .all(input.product_id) as DistributorRow[];
  const data: Distributor[] = rows.map((row) => ({
    id: row.id,
    title: `${row.name}, ${row.city}`,
    url: row.email === '' ? null : `mailto:${row.email}`,
    price: null,
    quantity: Math.max(0, row.quantity),
  }));
  return { success: true, data };
};
