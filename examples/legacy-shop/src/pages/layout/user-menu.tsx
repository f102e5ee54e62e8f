import type { PageContext } from '../context/page-context';
import { widgetAttrs } from '../widget-attributes';
import { Icon } from './icons';

/**
 * The user-menu island. Without the widgets it is a link: the profile with the first name (only
 * its first letter under 768 px) for a logged-in user, the login page for a guest.
 */
export function UserMenu({ ctx }: { ctx: PageContext }) {
  const { viewer, t } = ctx;
  const name = viewer?.first_name.trim() || t('header.user_menu.information');
  return (
    <div className="user-menu" {...widgetAttrs('user-menu')}>
      {viewer ? (
        <a className="header-action" href="/profile" aria-label={`${t('header.user_menu.open')}: ${name}`}>
          <Icon name="user" />
          <span className="user-initial" aria-hidden="true">
            {Array.from(name)[0]}
          </span>
          <span className="user-name header-action-label" aria-hidden="true">
            {name}
          </span>
        </a>
      ) : (
        <a className="header-action" href={`/login?next=${encodeURIComponent(ctx.url.pathname + ctx.url.search)}`} aria-label={t('header.login')}>
          <Icon name="user" />
          <span className="header-action-label" aria-hidden="true">
            {t('header.login')}
          </span>
        </a>
      )}
    </div>
  );
}
