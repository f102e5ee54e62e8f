import { widgetAttrs } from '../widget-attributes';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

export function ProfileBonusesPage({ ctx, viewer }: ProfilePageProps) {
  const { t } = ctx;
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="bonuses">
      <section className="bonus-balance" aria-labelledby="bonus-balance-title">
        <h2 id="bonus-balance-title" className="subsection-title">
          {t('pages.profile.bonuses_balance')}
        </h2>
        <p className="bonus-amount" {...widgetAttrs(null, { counter: 'bonuses' })}>
          {t('bonuses.count', { count: viewer.bonuses })}
        </p>
        <p className="hint">{t('bonuses.rate')}</p>
        {viewer.bonuses === 0 && <p>{t('bonuses.empty')}</p>}
      </section>
    </ProfileLayout>
  );
}
