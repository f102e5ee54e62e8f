import type { CartProduct } from '@vitrina/core';
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { useCartNotices } from './cart-notices';

/**
 * The line's gift (docs/cart.md#gifts): the gift that comes with it; when its gifts have run out,
 * the notice and "buy without the gift", which keeps the line without it; or that it is kept so.
 */
export function LineGift({ line, title }: { readonly line: CartProduct; readonly title: string }) {
  const { t } = useMessages();
  const { services } = useVitrina();
  const notices = useCartNotices();
  const [busy, setBusy] = useState(false);
  // A second click before the first has rendered is ignored too.
  const sending = useRef(false);

  if (line.gift) {
    return (
      <p className="vitrina-cart-line__gift">
        <span aria-hidden="true">🎁 </span>
        {t('cart.gift')}: {line.gift.title}
      </p>
    );
  }
  if (line.without_gift) return <p className="vitrina-cart-line__note">{t('cart_page.without_gift')}</p>;
  if (!line.gifts_run_out) return null;

  const keepWithoutGift = () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    services.cart
      .setWithoutGift(line.id, true)
      .catch((error: unknown) => notices.refused(title, error))
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };
  return (
    <div className="vitrina-cart-line__gifts-out">
      <p>{t('errors.gifts_run_out')}</p>
      <button type="button" className="vitrina-button vitrina-button--secondary" aria-busy={busy} onClick={keepWithoutGift}>
        {t('cart_page.buy_without_gift')}
      </button>
    </div>
  );
}
