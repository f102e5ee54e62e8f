import * as z from 'zod/mini';
import { CREDIT_TYPES } from '../rules/credit-types';

/** Credit and instalment types (docs/checkout.md#credit-and-instalments). */
export const creditTypeSchema = z.enum(CREDIT_TYPES);
