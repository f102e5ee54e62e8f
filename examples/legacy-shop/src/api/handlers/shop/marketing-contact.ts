import { NAME_MAX, emailSchema, phoneSchema } from '@vitrina/core';
import * as z from 'zod/mini';
import { forbidden } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { parseFields } from './parse-fields';
import { requireUser } from './request-user';

const MAX_CHANNELS = 10;
const nameText = z.string().check(z.trim(), z.maxLength(NAME_MAX, 'validation.too_long'));
const channelSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), value: emailSchema }),
  z.object({ type: z.literal('sms'), value: phoneSchema }),
]);

/**
 * Keeps the signed-in user's contact for the marketing e-mail service (one row per customer, the
 * latest wins); relaying it onward is outside this demo. A user may only send their own contact.
 */
export const esAddUpdateContact: ApiHandler<'EsAddUpdateContact'> = ({ db, input, user, now }) => {
  const signedIn = requireUser(user);
  if (input.externalCustomerId !== signedIn.uuid) throw forbidden('The contact is not this account');
  const contact = parseFields(
    { firstName: nameText, lastName: nameText, channels: z.array(channelSchema).check(z.maxLength(MAX_CHANNELS)) },
    input,
  );
  db.prepare(
    `INSERT INTO marketing_contacts (external_customer_id, payload, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (external_customer_id) DO UPDATE SET payload = excluded.payload, updated_at = excluded.updated_at`,
  ).run(signedIn.uuid, JSON.stringify({ ...contact, externalCustomerId: signedIn.uuid }), now.toISOString());
  return { success: true, data: { externalCustomerId: signedIn.uuid } };
};
