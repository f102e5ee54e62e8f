export interface PromoCodeSeed {
  readonly code: string;
  readonly discountPercent: number;
  readonly status: 'valid' | 'used' | 'expired';
  /** ISO date-time; null for codes without an end. */
  readonly expiresAt: string | null;
  /** Spent by the first order placed with it (status 'used' from then on); the others serve every order. */
  readonly singleUse: boolean;
}

/** Promo codes of the demo: every one 4 to 50 characters (PROMO_CODE_MIN, PROMO_CODE_MAX). */
export const promoCodeSeeds: readonly PromoCodeSeed[] = [
  { code: 'VITRINA10', discountPercent: 10, status: 'valid', expiresAt: '2030-12-31T21:59:59.000Z', singleUse: false },
  { code: 'WELCOME5', discountPercent: 5, status: 'valid', expiresAt: null, singleUse: false },
  { code: 'BIGSALE15', discountPercent: 15, status: 'valid', expiresAt: '2030-12-31T21:59:59.000Z', singleUse: false },
  { code: 'STUDENT7', discountPercent: 7, status: 'valid', expiresAt: '2030-08-31T20:59:59.000Z', singleUse: false },
  { code: 'ONETIME10', discountPercent: 10, status: 'valid', expiresAt: null, singleUse: true },
  { code: 'ONETIME20', discountPercent: 20, status: 'valid', expiresAt: '2030-12-31T21:59:59.000Z', singleUse: true },
  { code: 'USED2025', discountPercent: 10, status: 'used', expiresAt: '2030-12-31T21:59:59.000Z', singleUse: true },
  { code: 'EXPIRED24', discountPercent: 20, status: 'expired', expiresAt: '2024-12-31T21:59:59.000Z', singleUse: false },
];
