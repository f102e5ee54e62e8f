import { triggerAttrs } from '@vitrina/widgets/contract';
import type { PageContext } from '../context/page-context';
import { supportPhone } from '../data/support-phone';

export function SiteFooter({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const phone = supportPhone(ctx.db, ctx.lang);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <p className="footer-name">{t('pages.site.name')}</p>
          <p>{t('pages.site.tagline')}</p>
        </section>
        <nav aria-label={t('pages.site.footer_links')}>
          <h2 className="footer-heading">{t('pages.site.footer_links')}</h2>
          <ul>
            <li>
              <a href="/map">{t('pages.map.title')}</a>
            </li>
            <li>
              <a href="/advantages">{t('main.advantages.title')}</a>
            </li>
            <li>
              <a href="/favorites">{t('favorites.title')}</a>
            </li>
            <li>
              <a href="/compare">{t('compare.title')}</a>
            </li>
            <li>
              {/* public/scripts/cart-count.js keeps the count in step with the widgets' cart. */}
              <a href="/cart">
                {t('cart.title')} (<span data-shop-cart-count="">{ctx.cart.count}</span>)
              </a>
            </li>
            {!ctx.viewer && (
              // The login page without script; the login dialog with it (a declarative trigger).
              <li>
                <a href={`/login?next=${encodeURIComponent(ctx.url.pathname + ctx.url.search)}`} {...triggerAttrs.open('login')}>
                  {t('header.login')}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <section>
          <h2 className="footer-heading">{t('pages.site.support')}</h2>
          <p>
            <a className="footer-phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </p>
          <p>{t('pages.site.support_hours')}</p>
        </section>
      </div>
      <p className="container footer-copyright">{t('pages.site.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
