/** The profile form as the shopper fills it in (docs/accounts.md#profile-information). */
export interface ProfileInput {
  readonly firstName: string;
  readonly lastName?: string | null;
  /** In the shop's mask or any form the phone rule accepts ('+38 067 123 45 67', '0671234567'). */
  readonly phone: string;
  /** Day, month and year as typed (text or numbers); all three blank, or null, for none. */
  readonly birthday?: {
    readonly day: string | number;
    readonly month: string | number;
    readonly year: string | number;
  } | null;
}

/** Which hand the shopper holds the phone in: 'left' swaps the filter and sort buttons. */
export type Handedness = 'left' | 'right';
