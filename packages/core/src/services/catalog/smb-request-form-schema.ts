import * as z from 'zod/mini';
import { validationMessages as v } from '../../i18n/messages';
import { companyCodeSchema, companyNameSchema, emailSchema, nameSchema, optionalField } from '../../rules/field-rules';
import { SMB_COMMENT_MAX } from '../../rules/constants/field-limits';
import { phoneSchema } from '../../rules/phone';

/** The business (SMB) request form, checked with the shop's field rules before it is sent. */
export const smbRequestFormSchema = z.object(
  {
    companyName: companyNameSchema,
    companyCode: companyCodeSchema,
    contactName: nameSchema,
    phone: phoneSchema,
    email: emailSchema,
    comment: optionalField(z.string().check(z.trim(), z.maxLength(SMB_COMMENT_MAX, v.tooLong))),
  },
  v.invalid,
);

export type SmbRequestForm = z.input<typeof smbRequestFormSchema>;
