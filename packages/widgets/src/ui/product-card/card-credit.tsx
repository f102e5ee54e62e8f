import { useSignals } from '@preact/signals-react/runtime';
import { showCreditBadges, type ProductCard } from '@vitrina/core';
import { useVitrina } from '../../vitrina-context';
import { CreditBadgeButton } from '../../islands/credit-badge/credit-badge-button';
import { longestCreditTerm } from '../../islands/credit-badge/longest-credit-term';

/** The credit badge: only for non-corporate users, and only for products available for credit (docs/catalogue.md#credit-badges-and-the-credit-popup). */
export function CardCredit({ product }: { product: Pick<ProductCard, 'id' | 'isAvailableForCredit' | 'credit_items'> }) {
  useSignals();
  const { state } = useVitrina();
  if (!showCreditBadges({ availableForCredit: product.isAvailableForCredit, corporate: state.isCorporate.value })) return null;
  return <CreditBadgeButton productId={product.id} months={longestCreditTerm(product.credit_items)} />;
}
