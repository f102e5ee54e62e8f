import { emailSchema, nameSchema, optionalField, phoneSchema } from '@vitrina/core';
import { conflict, notFound, unprocessable } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { parseFields } from './parse-fields';
import { requireUser } from './request-user';

/**
 * A signed-in user's pre-order of a product in waiting (the registry marks it `auth`: a guest gets
 * 401 and the SDK opens the login modal, docs/catalogue.md#pre-orders). The contact details go to the shop's outbox as
 * the confirmation the customer would receive; the answer is the user's pre-order ids.
 */
export const preorder: ApiHandler<'preorder'> = ({ db, input, user, now }) => {
  const signedIn = requireUser(user);
  const contact = parseFields({ name: nameSchema, phone: phoneSchema, email: optionalField(emailSchema) }, input);
  const product = db.prepare('SELECT title_uk, in_waiting FROM products WHERE id = ?').get(input.product_id) as
    | { title_uk: string; in_waiting: 0 | 1 }
    | undefined;
  if (!product) throw notFound(`No product ${input.product_id}`);
  if (product.in_waiting !== 1) throw unprocessable('errors.generic', 'Only products in waiting can be pre-ordered');

  const added = db
    .prepare('INSERT INTO preorders (user_id, product_id, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, product_id) DO NOTHING')
    .run(signedIn.id, input.product_id, now.toISOString());
  if (added.changes === 0) throw conflict('general.errors.preorder_already_processed', 'The product is pre-ordered already');

  db.prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
    contact.email ?? signedIn.email,
    `Передзамовлення: ${product.title_uk}`,
    `${contact.name}, ${contact.phone}: передзамовлення товару ${input.product_id} прийнято.`,
    now.toISOString(),
  );

  const ids = db.prepare('SELECT product_id FROM preorders WHERE user_id = ? ORDER BY created_at, id').all(signedIn.id) as {
    product_id: number;
  }[];
  return { success: true, data: { product_ids: ids.map(({ product_id }) => product_id) } };
};
