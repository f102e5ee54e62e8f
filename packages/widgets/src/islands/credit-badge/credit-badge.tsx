import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect } from 'react';
import { useVitrina } from '../../vitrina-context';
import { useIslandHost } from '../../ui/island-host';
import { CreditBadgeButton } from './credit-badge-button';
import type { CreditBadgeProps } from './credit-badge-props';

/**
 * The credit island of a server-rendered card. The server shows it only to non-corporate viewers
 * of products available for credit; the role can change after the page was rendered (a login in
 * this or another tab), so a corporate user's badge is hidden here, host element included.
 */
export function CreditBadge({ productId, creditMonths }: CreditBadgeProps) {
  useSignals();
  const { state } = useVitrina();
  const [ref, host] = useIslandHost<HTMLSpanElement>('credit-badge');
  const corporate = state.isCorporate.value;

  useLayoutEffect(() => {
    host?.toggleAttribute('hidden', corporate);
  }, [host, corporate]);

  return <span ref={ref}>{!corporate && <CreditBadgeButton productId={productId} months={creditMonths} />}</span>;
}
