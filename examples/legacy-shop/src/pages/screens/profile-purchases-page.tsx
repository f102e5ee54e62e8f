import { formatPrice } from '@vitrina/core';
import { EmptyState } from '../components/empty-state';
import { formatDate, type OrderView } from '../data/orders';
import { CorporateCorner } from './corporate-corner';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

/** The signed-in user's orders; one that needs payment links to its payment page. */
export function ProfilePurchasesPage({ ctx, viewer, orders }: ProfilePageProps & { orders: readonly OrderView[] }) {
  const { t, lang } = ctx;
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="purchases">
      {orders.length === 0 ? (
        <EmptyState text={t('orders.empty')} />
      ) : (
        <div className="table-scroll">
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">№</th>
                <th scope="col">{t('pages.orders.date')}</th>
                <th scope="col">{t('pages.orders.items')}</th>
                <th scope="col">{t('pages.orders.total')}</th>
                <th scope="col">{t('pages.orders.status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">{order.id}</th>
                  <td>{formatDate(order.createdAt, lang)}</td>
                  <td>{order.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}</td>
                  <td>{formatPrice(order.total, lang)}</td>
                  <td>
                    <div className="order-status-cell">
                      <span className={`status-badge status-badge--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
                      {order.status === 'needs_payment' && (
                        <a
                          className="button button--primary"
                          href={`/order/pay/${encodeURIComponent(order.publicId)}`}
                          aria-label={t('payment_page.pay_order', { number: order.id })}
                        >
                          {t('orders.pay')}
                        </a>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CorporateCorner ctx={ctx} viewer={viewer} />
    </ProfileLayout>
  );
}
