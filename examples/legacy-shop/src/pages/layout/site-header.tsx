import type { PageContext } from '../context/page-context';
import { catalogCategories, categoryUrl } from '../data/categories';
import { widgetAttrs } from '../widget-attributes';
import { Icon } from './icons';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** Logo, search opener, language switch, user menu, cart link (only with something in the cart), categories. */
export function SiteHeader({ ctx, currentCategory }: { ctx: PageContext; currentCategory?: string | undefined }) {
  const { t, cart } = ctx;
  const categories = catalogCategories(ctx.db, ctx.lang);
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a className="logo" href="/" aria-label={`${t('pages.site.name')} — ${t('pages.site.home')}`}>
          <img src="/assets/icons/logo.svg" alt="" width="32" height="32" />
          <span className="logo-text">{t('pages.site.name')}</span>
        </a>
        <div className="header-actions">
          <a className="header-action" href="/search" aria-label={t('header.open_search')} {...widgetAttrs('search-opener')}>
            <Icon name="search" />
            <span className="header-action-label">{t('header.search')}</span>
          </a>
          <LanguageSwitch ctx={ctx} />
          <UserMenu ctx={ctx} />
          <a
            className="header-action cart-link"
            href="/cart"
            hidden={cart.count === 0}
            aria-label={`${t('header.cart')}: ${t('products.count', { count: cart.count })}`}
            {...widgetAttrs('cart-link', { counter: 'cart', count: cart.count })}
          >
            <Icon name="cart" />
            <span className="counter" aria-hidden="true">
              {cart.count}
            </span>
          </a>
        </div>
      </div>
      {categories.length > 0 && (
        <nav className="category-nav" aria-label={t('pages.site.main_navigation')}>
          <ul className="container">
            {categories.map((category) => (
              <li key={category.id}>
                <a href={categoryUrl(category.slug)} aria-current={category.slug === currentCategory ? 'page' : undefined}>
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
