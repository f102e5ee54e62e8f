/* The business (SMB) calls of the shop service, fetched on first use (docs/roles.md#corporate-and-super-corporate). */
import { assertValid } from '../../rules/validate';
import type { SmbSettings } from '../../schemas/smb-settings';
import type { StoredSmbRequest } from '../../schemas/smb-request';
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

/** The business form's settings: null for a user who is not corporate (nothing requested). */
export async function loadSmbSettings({ api, state }: ServiceContext): Promise<SmbSettings | null> {
  return state.isCorporate.peek() ? (await api.call('smbSettings')).data : null;
}

/** The corporate user's own requests, newest first: null for anyone else (nothing requested). */
export async function loadSmbRequests({ api, state }: ServiceContext): Promise<readonly StoredSmbRequest[] | null> {
  return state.isCorporate.peek() ? (await api.call('smbRequests')).data : null;
}
