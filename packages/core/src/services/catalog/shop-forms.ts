import * as z from 'zod/mini';
import { ValidationError } from '../../errors';
import { errorMessages as e, validationMessages as v } from '../../i18n/messages';
import { emailSchema, optionalNameSchema } from '../../rules/field-rules';
import { phoneSchema } from '../../rules/phone';
import { promoCodeInputSchema } from '../../rules/promo-code-input';
import { assertValid } from '../../rules/validate';
import type { PromoCode } from '../../schemas/promo-code';
import type { ProductId } from '../../state/id-set';
import type { ServiceContext } from '../service-context';
import type { OneClickOrderInput } from './shop-types';

/* The shop service's calls that send a form the shopper typed: each is checked before it is sent. */

const reminderFormSchema = z.object({ email: emailSchema }, v.invalid);
const oneClickOrderFormSchema = z.object({ phone: phoneSchema, name: optionalNameSchema }, v.invalid);
const promoCodeFormSchema = z.object({ code: promoCodeInputSchema }, v.invalid);

export async function notifyWhenAvailable({ api }: ServiceContext, productId: ProductId, email: string): Promise<void> {
  const form = assertValid(reminderFormSchema, { email });
  await api.call('notificationForProduct', { body: { product_id: productId, email: form.email } });
}

export async function oneClickOrder({ api }: ServiceContext, { productId, phone, name }: OneClickOrderInput): Promise<{ readonly orderId: number }> {
  const form = assertValid(oneClickOrderFormSchema, { phone, name });
  const answer = await api.call('oneClickOrder', {
    body: { product_id: productId, phone: form.phone, ...(form.name === undefined ? {} : { name: form.name }) },
  });
  return { orderId: answer.data.order_id };
}

export async function checkPromoCode({ api, state }: ServiceContext, code: string, cartId: string | null | undefined): Promise<PromoCode> {
  const form = assertValid(promoCodeFormSchema, { code });
  if (!cartId) throw new ValidationError({ cart_id: v.required });
  const answer = await api.call('getPromocode', { body: { cart_id: cartId, code: form.code } });
  if (answer.data.kind === 'referral' && !state.isLoggedIn.peek()) throw new ValidationError({ code: e.referralNeedsLogin });
  return answer.data;
}
