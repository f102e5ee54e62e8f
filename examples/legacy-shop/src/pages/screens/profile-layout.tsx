import type { Child } from 'hono/jsx';
import type { UserRow } from '../../db/rows';
import type { PageContext } from '../context/page-context';
import type { MessageKey } from '../i18n/translator';
import { Document } from '../layout/document';
import { PAGE_URLS } from '../page-config';

/** What every profile page gets: only ever rendered for a logged-in user. */
export interface ProfilePageProps {
  readonly ctx: PageContext;
  readonly viewer: UserRow;
}

export type ProfileSection = 'information' | 'delivery' | 'settings' | 'bonuses' | 'purchases';

/** The purchases section's name: 'requests' for corporate users, 'corporate purchases' for super corporate ones. */
export function purchasesKey(viewer: UserRow): MessageKey {
  if (viewer.role === 'corporate') return 'header.user_menu.requests';
  if (viewer.role === 'super_corporate') return 'header.user_menu.corporate_purchases';
  return 'header.user_menu.purchases';
}

export function sectionTitle(section: ProfileSection, viewer: UserRow): MessageKey {
  switch (section) {
    case 'information':
      return 'header.user_menu.information';
    case 'delivery':
      return 'header.user_menu.delivery_addresses';
    case 'settings':
      return 'header.user_menu.settings';
    case 'bonuses':
      return 'header.user_menu.bonuses';
    case 'purchases':
      return purchasesKey(viewer);
  }
}

const SECTION_PATHS: Record<ProfileSection, string> = {
  information: '/profile',
  delivery: '/profile/delivery',
  settings: '/profile/settings',
  bonuses: '/profile/bonuses',
  purchases: '/profile/purchases',
};

function Counter({ count }: { count: number }) {
  return count > 0 ? <span className="counter">{count}</span> : null;
}

/** The profile portal: its sections' menu and one section (a guest never gets here). */
export function ProfileLayout({ ctx, viewer, section, children }: { ctx: PageContext; viewer: UserRow; section: ProfileSection; children?: Child }) {
  const { t } = ctx;
  const title = t(sectionTitle(section, viewer));
  const sections: ProfileSection[] = ['information', 'delivery', 'settings', 'bonuses', 'purchases'];
  return (
    <Document ctx={ctx} page="profile" title={title}>
      <p className="eyebrow">{t('profile.title')}</p>
      <h1 className="page-title">{title}</h1>
      <div className="profile">
        <nav className="profile-nav" aria-label={t('pages.profile.navigation')}>
          <ul>
            {sections.map((item) => (
              <li key={item}>
                <a href={SECTION_PATHS[item]} aria-current={item === section ? 'page' : undefined}>
                  {t(sectionTitle(item, viewer))}
                  {item === 'bonuses' && <Counter count={viewer.bonuses} />}
                </a>
              </li>
            ))}
            <li>
              <a href={PAGE_URLS.favorites} className={ctx.favorites.length === 0 ? 'is-inactive' : undefined}>
                {t('header.user_menu.favorites')}
                <Counter count={ctx.favorites.length} />
              </a>
            </li>
            <li>
              <a href={PAGE_URLS.compare} className={ctx.compares.length === 0 ? 'is-inactive' : undefined}>
                {t('header.user_menu.compare')}
                <Counter count={ctx.compares.length} />
              </a>
            </li>
          </ul>
          <form className="profile-logout" method="post" action="/logout">
            <button className="button button--ghost button--wide" type="submit">
              {t('header.user_menu.logout')}
            </button>
          </form>
        </nav>
        <div className="profile-content">{children}</div>
      </div>
    </Document>
  );
}
