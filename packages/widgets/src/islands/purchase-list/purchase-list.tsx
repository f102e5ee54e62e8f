import { formatPrice, type UserOrder } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { RefreshNote } from '../../ui/refresh-note';
import { useRefreshed } from '../../ui/use-refreshed';
import { useVitrina } from '../../vitrina-context';
import { formatDay } from '../../ui/format-day';
import { safeUrl } from '../../ui/safe-url';
import type { PurchaseListProps } from './purchase-list-props';

/**
 * The `purchase-list` island on the purchases page: the user's orders with their status, read
 * again whenever the page comes back into view, so an order paid in another tab shows as paid and
 * loses its pay link. An order that needs payment links to its payment page.
 */
export function PurchaseList({ orders }: PurchaseListProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const { value, status, refresh } = useRefreshed<readonly UserOrder[]>(orders, () => services.purchases.loadOrders());
  return (
    <div className="vitrina-purchases">
      <RefreshNote status={status} busy={t('profile.purchases.refreshing')} failed={t('profile.purchases.refresh_failed')} retry={t('profile.purchases.retry')} onRetry={refresh} />
      {value.length === 0 ? <p className="vitrina-purchases__empty">{t('orders.empty')}</p> : <OrdersTable orders={value} />}
    </div>
  );
}

function OrdersTable({ orders }: { readonly orders: readonly UserOrder[] }) {
  const { t, lang } = useMessages();
  return (
    <div className="vitrina-portal-table__scroll">
      <table className="vitrina-portal-table">
        <thead>
          <tr>
            <th scope="col">{t('profile.purchases.number')}</th>
            <th scope="col">{t('profile.purchases.date')}</th>
            <th scope="col">{t('profile.purchases.items')}</th>
            <th scope="col">{t('profile.purchases.total')}</th>
            <th scope="col">{t('profile.purchases.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.id}</th>
              <td>{formatDay(order.created_at, lang)}</td>
              <td>{order.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}</td>
              <td>{formatPrice(order.total, lang)}</td>
              <td>
                <span className={`vitrina-status vitrina-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
                {order.status === 'needs_payment' && safeUrl(order.payment_url) && (
                  <a className="vitrina-button vitrina-button--primary vitrina-purchases__pay" href={safeUrl(order.payment_url)} aria-label={t('profile.purchases.pay_label', { number: order.id })}>
                    {t('orders.pay')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
