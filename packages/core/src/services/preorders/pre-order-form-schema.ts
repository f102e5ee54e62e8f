import * as z from 'zod/mini';
import { validationMessages as v } from '../../i18n/messages';
import { emailSchema, nameSchema, optionalField } from '../../rules/field-rules';
import { phoneSchema } from '../../rules/phone';

/** The pre-order modal's contact form: name and phone required, e-mail checked when given. */
export const preOrderFormSchema = z.object(
  { name: nameSchema, phone: phoneSchema, email: optionalField(emailSchema) },
  v.invalid,
);

export type PreOrderFormValues = z.output<typeof preOrderFormSchema>;
