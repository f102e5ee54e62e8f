import type { BonusEntry, BonusHistory as History } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { formatDay } from '../../ui/format-day';
import { RefreshNote } from '../../ui/refresh-note';
import { useRefreshed } from '../../ui/use-refreshed';
import { useVitrina } from '../../vitrina-context';
import { bonusChange, bonusReason } from './bonus-change';
import type { BonusHistoryProps } from './bonus-history-props';

/**
 * The `bonus-history` island on the bonuses page: the balance, which follows the user's bonuses
 * (`state.bonusesCount`, as the header's counter does), and the history of its changes, read again
 * whenever the page comes back into view.
 */
export function BonusHistory({ bonusHistory }: BonusHistoryProps) {
  const { services, state } = useVitrina();
  const { t } = useMessages();
  const titleId = useId();
  const historyId = useId();
  const { value, status, refresh } = useRefreshed<History>(bonusHistory, () => services.purchases.loadBonusHistory());
  const balance = state.bonusesCount.value ?? value.balance;
  return (
    <div className="vitrina-bonuses">
      <section className="vitrina-bonuses__balance" aria-labelledby={titleId}>
        <h2 id={titleId} className="vitrina-bonuses__title">
          {t('profile.bonuses.balance')}
        </h2>
        <p className="vitrina-bonuses__amount">{t('bonuses.count', { count: balance })}</p>
        <p className="vitrina-bonuses__hint">{t('bonuses.rate')}</p>
        {balance === 0 && <p>{t('bonuses.empty')}</p>}
      </section>
      <section aria-labelledby={historyId}>
        <h2 id={historyId} className="vitrina-bonuses__title">
          {t('profile.bonuses.history')}
        </h2>
        <RefreshNote status={status} busy={t('profile.bonuses.loading')} failed={t('profile.bonuses.load_failed')} retry={t('profile.bonuses.retry')} onRetry={refresh} />
        {value.entries.length === 0 ? <p>{t('profile.bonuses.history_empty')}</p> : <HistoryTable entries={value.entries} />}
      </section>
    </div>
  );
}

function HistoryTable({ entries }: { readonly entries: readonly BonusEntry[] }) {
  const { t, lang } = useMessages();
  return (
    <div className="vitrina-portal-table__scroll">
      <table className="vitrina-portal-table">
        <thead>
          <tr>
            <th scope="col">{t('profile.bonuses.date')}</th>
            <th scope="col">{t('profile.bonuses.reason')}</th>
            <th scope="col">{t('profile.bonuses.change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const [key, options] = bonusReason(entry);
            return (
              <tr key={entry.id}>
                <td>{formatDay(entry.created_at, lang)}</td>
                <td>{t(key, options)}</td>
                <td className={entry.change > 0 ? 'vitrina-bonuses__plus' : 'vitrina-bonuses__minus'}>{bonusChange(entry.change, lang)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
