import * as z from 'zod/mini';

/**
 * The body of every 4xx/5xx answer of the shop's API (the reference server sends exactly this):
 *   { "error": { "code": "errors.promo_code_not_found", "message": "Promo code not found",
 *                "fields": { "email": "validation.email_invalid" } } }
 * `code` is a message key of i18n/messages.ts, so the SDK can show it in the shopper's language;
 * `message` is for logs; `fields` names the inputs that broke a rule.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
