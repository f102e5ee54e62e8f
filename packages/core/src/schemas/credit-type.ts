import * as z from 'zod/mini';
import { CREDIT_TYPES } from '../rules/credit-types';

/** Credit and instalment types (spec §9). */
export const creditTypeSchema = z.enum(CREDIT_TYPES);
