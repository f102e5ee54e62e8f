import type { CreditType } from '../../rules/credit-types';
import type { InstalmentBank } from '../catalog/shop-types';

/** The instalment bank whose phone check a kind of credit needs (monobank, A-Bank), or null. */
export function instalmentBankOf(creditType: CreditType): InstalmentBank | null {
  if (creditType === 'mono-internet-pch') return 'monobank';
  if (creditType === 'abank-internet') return 'abank';
  return null;
}
