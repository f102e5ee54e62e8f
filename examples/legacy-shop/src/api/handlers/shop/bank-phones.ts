import { phoneSchema } from '@vitrina/core';
import type { ApiHandler } from '../../handler';
import { parseFields } from './parse-fields';
import { isRegisteredPhone, type SimulatedBank } from './simulated-banks';

/**
 * Whether the shopper's phone has an account with the bank. The phone must be a Ukrainian number
 * (the core's phone rule, 400 otherwise); an unregistered one is a normal answer, `is_registered:
 * false`, which the SDK shows as errors.phone_not_registered_mono / _abank.
 */
function validatePhone(bank: SimulatedBank) {
  return ({ input }: { input: { phone: string } }) => {
    const { phone } = parseFields({ phone: phoneSchema }, input);
    return { success: true, data: { is_registered: isRegisteredPhone(bank, phone) } };
  };
}

export const monobankValidatePhone: ApiHandler<'monobankValidatePhone'> = validatePhone('monobank');
export const abankValidatePhone: ApiHandler<'abankValidatePhone'> = validatePhone('abank');
