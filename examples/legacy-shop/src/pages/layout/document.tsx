import type { Child } from 'hono/jsx';
import type { PageContext } from '../context/page-context';
import { pageConfig } from '../page-config';
import { CONFIG_SCRIPT_ID, WIDGETS_STYLESHEET_URL, widgetAttrs, type PageKind } from '../widget-attributes';
import { BottomBar } from './bottom-bar';
import { JsonScript } from './json-script';
import { SHOP_STYLESHEETS } from './stylesheets';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface DocumentProps {
  readonly ctx: PageContext;
  readonly page: PageKind;
  readonly title: string;
  readonly description?: string | undefined;
  /** The category the page belongs to, highlighted in the header's menu. */
  readonly category?: string | undefined;
  readonly children?: Child;
}

/** The shop's script that keeps the footer's cart count in step with the widgets (public/scripts/). */
export const SHOP_CART_COUNT_SCRIPT = '/assets/scripts/cart-count.js';

/** The whole HTML page around a screen: head, header, main, bottom bar, footer and the widget contract. */
export function Document({ ctx, page, title, description, category, children }: DocumentProps) {
  const { t } = ctx;
  const bodyClass = ['page', `page--${page}`, ctx.leftHanded ? 'is-left-handed' : ''].filter(Boolean).join(' ');
  return (
    <html lang={ctx.lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page === 'main' ? title : `${title} — ${t('pages.site.name')}`}</title>
        {description && <meta name="description" content={description} />}
        <link rel="icon" href="/assets/icons/logo.svg" type="image/svg+xml" />
        {SHOP_STYLESHEETS.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {ctx.widgetsScript && <link rel="stylesheet" href={WIDGETS_STYLESHEET_URL} />}
      </head>
      <body className={bodyClass} {...widgetAttrs(null, { page })}>
        <a className="skip-link" href="#content">
          {t('pages.site.skip_to_content')}
        </a>
        <SiteHeader ctx={ctx} currentCategory={category} />
        <main id="content" className="container site-main" tabIndex={-1}>
          {children}
        </main>
        <BottomBar ctx={ctx} page={page} />
        <SiteFooter ctx={ctx} />
        <div {...widgetAttrs('modal-host')} />
        <div {...widgetAttrs('notifier')} />
        <div hidden {...widgetAttrs('layout-flags')} />
        <div hidden {...widgetAttrs('one-tap')} />
        <JsonScript id={CONFIG_SCRIPT_ID} data={pageConfig(ctx, page)} />
        {/* The shop's own script, listening to the widgets' events: before them, so it hears the first. */}
        {ctx.widgetsScript && <script src={SHOP_CART_COUNT_SCRIPT} />}
        {ctx.widgetsScript && <script type="module" src={ctx.widgetsScript} />}
      </body>
    </html>
  );
}
