import { isLang } from '@vitrina/core';
import type { Hono } from 'hono';
import { bonusHistoryOf } from '../../api/handlers/profile/me-bonus-history';
import type { PagesDeps } from '../context/page-context';
import { ordersOfUser } from '../data/orders';
import { renderPage } from '../render-page';
import { ProfileBonusesPage } from '../screens/profile-bonuses-page';
import { ProfileInformationPage } from '../screens/profile-information-page';
import { ProfilePurchasesPage } from '../screens/profile-purchases-page';
import { ProfileSettingsPage } from '../screens/profile-settings-page';
import { readFormPost, requireFormPost } from './form-post';
import { postProfileInformation } from './profile-information-post';
import { mountProfileDeliveryRoutes } from './profile-delivery-routes';
import { pageHandler, redirectToLogin } from './page-handler';

/** The profile portal; every page needs a logged-in user, a guest is sent to log in first. */
export function mountProfileRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  app.get(
    '/profile',
    pageHandler(deps, (c, ctx) =>
      ctx.viewer ? renderPage(c, <ProfileInformationPage ctx={ctx} viewer={ctx.viewer} saved={c.req.query('saved') === '1'} />) : redirectToLogin(c, ctx),
    ),
  );

  // The information form without the widgets.
  app.post(
    '/profile',
    pageHandler(deps, async (c, ctx) => {
      const form = await requireFormPost(c);
      if (!ctx.viewer) return redirectToLogin(c, ctx);
      return postProfileInformation(c, deps, { ...ctx, viewer: ctx.viewer }, form);
    }),
  );

  mountProfileDeliveryRoutes(app, deps);

  app.get(
    '/profile/settings',
    pageHandler(deps, (c, ctx) =>
      ctx.viewer ? renderPage(c, <ProfileSettingsPage ctx={ctx} viewer={ctx.viewer} saved={c.req.query('saved') === '1'} />) : redirectToLogin(c, ctx),
    ),
  );

  // Language and handedness without the widgets.
  app.post(
    '/profile/settings',
    pageHandler(deps, async (c, ctx) => {
      if (!ctx.viewer) return redirectToLogin(c, ctx);
      const form = await readFormPost(c);
      if (!form) return c.redirect('/profile/settings', 303);
      const lang = isLang(form.lang) ? form.lang : ctx.viewer.lang;
      const handedness = form.handedness === 'left' || form.handedness === 'right' ? form.handedness : ctx.viewer.handedness;
      db.prepare('UPDATE users SET lang = ?, handedness = ? WHERE id = ?').run(lang, handedness, ctx.viewer.id);
      return c.redirect('/profile/settings?saved=1', 303);
    }),
  );

  app.get(
    '/profile/bonuses',
    pageHandler(deps, (c, ctx) =>
      ctx.viewer ? renderPage(c, <ProfileBonusesPage ctx={ctx} viewer={ctx.viewer} history={bonusHistoryOf(db, ctx.viewer.id)} />) : redirectToLogin(c, ctx),
    ),
  );

  app.get(
    '/profile/purchases',
    pageHandler(deps, (c, ctx) =>
      ctx.viewer
        ? renderPage(c, <ProfilePurchasesPage ctx={ctx} viewer={ctx.viewer} orders={ordersOfUser(db, ctx.viewer.id, ctx.lang)} />)
        : redirectToLogin(c, ctx),
    ),
  );
}
