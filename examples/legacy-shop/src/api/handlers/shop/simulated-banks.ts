/**
 * The instalment providers of this demo shop are simulated, deterministically, so tests and
 * demos can pick the answer by the phone number (docs/simulated-providers.md): a number whose
 * last digit is even is registered with the bank, an odd one is not. Both banks follow the rule.
 */
export type SimulatedBank = 'monobank' | 'abank';

export function isRegisteredPhone(_bank: SimulatedBank, phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  const last = digits.at(-1);
  return last !== undefined && Number(last) % 2 === 0;
}
