import { useLayoutEffect } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { useIslandHost } from '../../ui/island-host';
import type { DistributorsProps } from './distributors-props';
import { useDistributorsRight } from './use-distributors-right';

/**
 * The distributors island. Its element is the shop's own `<button>` (a button cannot hold
 * another), so the widget renders the label inside it and sets `hidden` and the click on it. The
 * modal host finds the title in the button's `data-product-title`; the ui service keeps the id.
 */
export function Distributors({ productId }: DistributorsProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const [ref, host] = useIslandHost<HTMLSpanElement>('distributors');
  // The server rendered this button, so it knew the user may see distributors.
  const visible = useDistributorsRight(true);

  useLayoutEffect(() => {
    if (!host) return;
    host.toggleAttribute('hidden', !visible);
    host.setAttribute('aria-haspopup', 'dialog');
  }, [host, visible]);

  useLayoutEffect(() => {
    if (!host) return;
    const open = () => services.ui.openModal('distributors', productId);
    host.addEventListener('click', open);
    return () => host.removeEventListener('click', open);
  }, [host, services, productId]);

  return <span ref={ref}>{t('product.distributors')}</span>;
}
