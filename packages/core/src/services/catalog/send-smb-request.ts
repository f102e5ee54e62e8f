import { assertValid } from '../../rules/validate';
import type { ServiceContext } from '../service-context';
import { smbRequestFormSchema, type SmbRequestForm } from './smb-request-form-schema';

/** Sends the business (SMB) request form, checked with the shop's field rules first. */
export async function sendSmbRequest({ api }: ServiceContext, input: SmbRequestForm): Promise<void> {
  const form = assertValid(smbRequestFormSchema, input);
  await api.call('sendSmbRequest', {
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
