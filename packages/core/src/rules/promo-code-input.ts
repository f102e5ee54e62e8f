import * as z from 'zod/mini';
import { validationMessages as v } from '../i18n/messages';
import { PROMO_CODE_MAX, PROMO_CODE_MIN } from './constants';
import { requiredText } from './required-text';

/**
 * A promo code as typed; length counts characters after trimming. Kept apart from the other field
 * rules: the cart checks it on any page, while the other rules are fetched with their forms.
 */
export const promoCodeInputSchema = requiredText(v.required).check(
  z.minLength(PROMO_CODE_MIN, v.promoCodeTooShort),
  z.maxLength(PROMO_CODE_MAX, v.promoCodeTooLong),
);
