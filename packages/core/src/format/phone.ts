// Only what people type around a phone number: '+38 (050) 123-45-67', '380.50.123.45.67'.
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * A phone number as '+' and 12 digits ('+380501234567'), or undefined when `raw` is not a phone.
 * A Ukrainian number written without the country code ('050 123 45 67') gets '38' in front.
 */
export function normalizePhone(raw: string): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  if (!PHONE_LIKE.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12) return `+${digits}`;
  if (digits.length === 10 && digits.startsWith('0') && !trimmed.startsWith('+')) return `+38${digits}`;
  return undefined;
}

/**
 * A phone number as the shop shows it (docs/i18n.md#phone-numbers): '+CC XXX XXX XX XX', e.g. '380501234567' →
 * '+38 050 123 45 67'. Anything that is not a phone number comes back unchanged.
 */
export function formatPhone(raw: string): string {
  const phone = normalizePhone(raw);
  if (phone === undefined) return raw;
  const d = phone.slice(1);
  return `+${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 10)} ${d.slice(10, 12)}`;
}
