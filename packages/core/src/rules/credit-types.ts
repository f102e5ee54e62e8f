/** Credit and instalment types and providers (docs/checkout.md#credit-and-instalments); providers are known by id only. */

export const CREDIT_TYPES = Object.freeze([
  'instant',
  'partial',
  'partial0',
  'pb-mgnovennyj-kredit',
  'pb-oplata-chastyami',
  'mono-internet-pch',
  'pumb-internet',
  'abank-internet',
] as const);

export type CreditType = (typeof CREDIT_TYPES)[number];

const TYPES: ReadonlySet<string> = new Set(CREDIT_TYPES);

export function isCreditType(value: unknown): value is CreditType {
  return typeof value === 'string' && TYPES.has(value);
}

export const CREDIT_PROVIDER_IDS = Object.freeze([1, 2, 5, 276, 277] as const);

export type CreditProviderId = (typeof CREDIT_PROVIDER_IDS)[number];

const PROVIDERS: ReadonlySet<number> = new Set(CREDIT_PROVIDER_IDS);

export function isCreditProviderId(value: unknown): value is CreditProviderId {
  return typeof value === 'number' && PROVIDERS.has(value);
}

/** Providers 1 and 2 are one bank; 2 is that bank's partial payments. */
export function isPartialPaymentsProvider(id: CreditProviderId): boolean {
  return id === 2;
}

/** The bank behind a provider, as the id of its first provider (1 for both 1 and 2). */
export function creditProviderBank(id: CreditProviderId): CreditProviderId {
  return id === 2 ? 1 : id;
}

export const CREDIT_POPUP_ID = 'credit-info';

/** The instalment banks with a phone check and a success callback (docs/checkout.md#credit-and-instalments). */
export const INSTALMENT_BANKS = Object.freeze(['monobank', 'abank'] as const);

export type InstalmentBank = (typeof INSTALMENT_BANKS)[number];

/** The instalment bank behind a credit type: monobank's and A-Bank's part payments; null for any other credit. */
export function instalmentBankOf(creditType: CreditType | null | undefined): InstalmentBank | null {
  if (creditType === 'mono-internet-pch') return 'monobank';
  if (creditType === 'abank-internet') return 'abank';
  return null;
}
