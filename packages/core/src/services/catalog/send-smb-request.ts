import { assertValid } from '../../rules/validate';
import type { ServiceContext } from '../service-context';
import { smbRequestFormSchema, type SmbRequestForm } from './smb-request-form-schema';

/**
 * Sends the business (SMB) request form, checked with the shop's field rules first, with the
 * Idempotency-Key given (one per request the shopper means to send) or a new one: the shop stores
 * one request per key, however often it arrives.
 */
export async function sendSmbRequest({ api, randomId }: ServiceContext, input: SmbRequestForm, idempotencyKey?: string): Promise<void> {
  const form = assertValid(smbRequestFormSchema, input);
  await api.call('sendSmbRequest', {
    idempotencyKey: idempotencyKey ?? randomId(),
    body: {
      company_name: form.companyName,
      company_code: form.companyCode,
      contact_name: form.contactName,
      phone: form.phone,
      email: form.email,
      ...(form.comment === undefined ? {} : { comment: form.comment }),
    },
  });
}
