import { emailSchema } from '@vitrina/core';
import { notFound, unprocessable } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { parseFields } from './parse-fields';

/**
 * A back-in-stock reminder for a product that is out of stock and offers one (its card shows the
 * remind button; an end-of-life product will not come back). Asking twice for the same product and
 * e-mail is not an error: the reminder exists once and the answer is the same.
 */
export const notificationForProduct: ApiHandler<'notificationForProduct'> = ({ db, input, user, now }) => {
  const { email } = parseFields({ email: emailSchema }, input);
  const product = db.prepare('SELECT not_available, btn_notify FROM products WHERE id = ?').get(input.product_id) as
    | { not_available: 0 | 1; btn_notify: 0 | 1 }
    | undefined;
  if (!product) throw notFound(`No product ${input.product_id}`);
  if (product.not_available !== 1 || product.btn_notify !== 1) {
    throw unprocessable('errors.generic', 'The product is on sale, pre-ordered or no longer made');
  }
  db.prepare(
    `INSERT INTO availability_reminders (product_id, email, user_id, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (product_id, email) DO NOTHING`,
  ).run(input.product_id, email, user?.id ?? null, now.toISOString());
  return { success: true };
};
