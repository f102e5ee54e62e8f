import { formatPrice } from '@vitrina/core';
import { EmptyState } from '../components/empty-state';
import { CorporateCorner, type CorporateCornerProps } from './corporate-corner';
import { formatDate, userOrders, type OrderView } from '../data/orders';
import { orderPayUrl } from '../../orders/order-urls';
import { widgetAttrs } from '../widget-attributes';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

export interface ProfilePurchasesPageProps extends ProfilePageProps {
  readonly orders: readonly OrderView[];
  /** A refused business request shown again in the corporate corner: what was typed and why. */
  readonly corner?: Pick<CorporateCornerProps, 'values' | 'errors'>;
}

/** The signed-in user's orders; one that needs payment links to its payment page. The island keeps the statuses current. */
export function ProfilePurchasesPage({ ctx, viewer, orders, corner }: ProfilePurchasesPageProps) {
  const { t, lang } = ctx;
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="purchases">
      <div className="purchases" {...widgetAttrs('purchase-list', { orders: JSON.stringify(userOrders(orders)) })}>
      {orders.length === 0 ? (
        <EmptyState text={t('orders.empty')} />
      ) : (
        <div className="table-scroll">
          <table className="orders-table">
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
                  <td>{formatDate(order.createdAt, lang)}</td>
                  <td>{order.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}</td>
                  <td>{formatPrice(order.total, lang)}</td>
                  <td>
                    <div className="order-status-cell">
                      <span className={`status-badge status-badge--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
                      {order.status === 'needs_payment' && (
                        <a
                          className="button button--primary"
                          href={orderPayUrl(order.publicId)}
                          aria-label={t('profile.purchases.pay_label', { number: order.id })}
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
      </div>
      <CorporateCorner ctx={ctx} viewer={viewer} {...corner} />
    </ProfileLayout>
  );
}
