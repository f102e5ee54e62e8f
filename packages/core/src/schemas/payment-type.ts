import * as z from 'zod/mini';
import { PAYMENT_TYPES, type PaymentType } from '../rules/payment-types';

/** Payment types (docs/checkout.md#payment-types); `no_cash_company` and `no_cash_fop` are the corporate transfers. */
export const paymentTypeSchema = z.enum(Object.values(PAYMENT_TYPES) as [PaymentType, ...PaymentType[]]);
