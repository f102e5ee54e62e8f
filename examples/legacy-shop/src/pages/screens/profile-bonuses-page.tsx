import type { BonusEntry, BonusHistory } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { formatDate } from '../data/orders';
import type { MessageKey } from '../i18n/translator';
import { widgetAttrs } from '../widget-attributes';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

function reason(ctx: PageContext, entry: BonusEntry): string {
  const number = entry.order_id ?? 0;
  if (entry.kind === 'accrued') return entry.order_id === null ? ctx.t('profile.bonuses.accrued') : ctx.t('profile.bonuses.accrued_order', { number });
  return ctx.t(`profile.bonuses.${entry.kind}` satisfies MessageKey, { number });
}

const signed = (change: number, lang: string) =>
  `${change > 0 ? '+' : '−'}${new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(Math.abs(change)).replace(/\s/g, ' ')}`;

/** The bonus balance and its history, newest first; the island keeps both current. */
export function ProfileBonusesPage({ ctx, viewer, history }: ProfilePageProps & { history: BonusHistory }) {
  const { t, lang } = ctx;
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="bonuses">
      <div className="bonus-history" {...widgetAttrs('bonus-history', { bonusHistory: JSON.stringify(history) })}>
        <section className="bonus-balance" aria-labelledby="bonus-balance-title">
          <h2 id="bonus-balance-title" className="subsection-title">
            {t('profile.bonuses.balance')}
          </h2>
          <p className="bonus-amount" {...widgetAttrs(null, { counter: 'bonuses' })}>
            {t('bonuses.count', { count: history.balance })}
          </p>
          <p className="hint">{t('bonuses.rate')}</p>
          {history.balance === 0 && <p>{t('bonuses.empty')}</p>}
        </section>
        <section aria-labelledby="bonus-history-title">
          <h2 id="bonus-history-title" className="subsection-title">
            {t('profile.bonuses.history')}
          </h2>
          {history.entries.length === 0 ? (
            <p>{t('profile.bonuses.history_empty')}</p>
          ) : (
            <div className="table-scroll">
              <table className="orders-table">
                <thead>
                  <tr>
                    <th scope="col">{t('profile.bonuses.date')}</th>
                    <th scope="col">{t('profile.bonuses.reason')}</th>
                    <th scope="col">{t('profile.bonuses.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDate(entry.created_at, lang)}</td>
                      <td>{reason(ctx, entry)}</td>
                      <td>{signed(entry.change, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </ProfileLayout>
  );
}
